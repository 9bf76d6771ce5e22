// Errors in the dense literal `<E: LIT>` of constant and global.
// RUN: tilec-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal element type 'i32' does not match the tile element type 'f32'}}
    %c = constant <i32: 1> : tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal of shape [3] does not match the tile shape [4]}}
    %c = constant <i32: [1, 2, 3]> : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal of shape [1] does not match the tile shape []}}
    %c = constant <i32: [1]> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal of shape [2, 2] does not match the tile shape [4]}}
    %c = constant <i32: [[1, 2], [3, 4]]> : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal lists at the same depth must have the same shape: [1] after [2]}}
    %c = constant <i32: [[1, 2], [3]]> : tile<2x2xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal list mixes scalars and nested lists}}
    %c = constant <i32: [[1, 2], 3]> : tile<2x2xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value 256 does not fit in 'i8': expected a value in [-128, 255] (its signed or unsigned range)}}
    %c = constant <i8: [1, 256]> : tile<2xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value -129 does not fit in 'i8': expected a value in [-128, 255] (its signed or unsigned range)}}
    %c = constant <i8: -129> : tile<2xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value 65536 does not fit in 'i16': expected a value in [-32768, 65535] (its signed or unsigned range)}}
    %c = constant <i16: 0x10000> : tile<2xi16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value 2 does not fit in 'i1': expected a value in [-1, 1] (its signed or unsigned range)}}
    %c = constant <i1: 2> : tile<2xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'true' and 'false' are literals of i1 only, not of 'i32'}}
    %c = constant <i32: true> : tile<2xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{expected an integer literal of type 'i32'}}
    %c = constant <i32: 1.5> : tile<2xi32>
    return
  }
}

// -----

// A decimal integer is not a float literal; hex integers are raw bit patterns.
cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{unexpected decimal integer literal for a floating point value}}
    // expected-note @below {{add a trailing dot to make the literal a float}}
    %c = constant <f32: 1> : tile<2xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{hexadecimal float constant out of range for type}}
    %c = constant <f16: 0x10000> : tile<2xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{hexadecimal float constant out of range for type}}
    %c = constant <f4E2M1FN: 0x10> : tile<2xf4E2M1FN>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{hexadecimal float literal should not have a leading minus}}
    %c = constant <f32: -0x3F800000> : tile<2xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal element type must be an integer (i1, i8, i16, i32, i64) or a float type, got 'i4'}}
    %c = constant <i4: 1> : tile<2xi4>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal element type must be an integer (i1, i8, i16, i32, i64) or a float type, got '!cuda_tile.ptr<f32>'}}
    %c = constant <ptr<f32>: 0> : tile<2xptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{expected a tile type, got 'i32'}}
    %c = constant <i32: 1> : i32
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{literal element type 'f16' does not match the tile element type 'f32'}}
  global @g <f16: [1.0, 2.0]> : tile<2xf32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{literal of shape [3] does not match the tile shape [2]}}
  global @g <i64: [1, 2, 3]> : tile<2xi64>
}
