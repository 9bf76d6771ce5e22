// reduce and scan resolve their operands after the body, so a name defined in the body is
// out of scope as an operand; their identities read integer literals with range checks, never
// wrapping them.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s | FileCheck %s

// Literals at the limits, negative floats, hexadecimal float bits and `true` read back exactly.
// CHECK-LABEL: testing$func @limits
cuda_tile.module @m {
  testing$func @limits(%x: tile<4xf32>, %i: tile<4xi64>, %b: tile<4xi8>, %h: tile<4xf16>, %c: tile<4xi1>) {
    // CHECK: identities=[-0.000000e+00 : f32, 9223372036854775807, -1 : i8, -2.000000e+00 : f16, true]
    %r:5 = reduce %x, %i, %b, %h, %c dim=0 identities=[-0.0 : f32, 9223372036854775807 : i64, 255 : i8, -2 : f16, true] : tile<4xf32>, tile<4xi64>, tile<4xi8>, tile<4xf16>, tile<4xi1> -> tile<f32>, tile<i64>, tile<i8>, tile<f16>, tile<i1>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<i64>, %a1: tile<i64>, %e2: tile<i8>, %a2: tile<i8>, %e3: tile<f16>, %a3: tile<f16>, %e4: tile<i1>, %a4: tile<i1>) {
        yield %a0, %a1, %a2, %a3, %a4 : tile<f32>, tile<i64>, tile<i8>, tile<f16>, tile<i1>
      }
    // CHECK: identities=[0xFF800000 : f32, -9223372036854775808]
    %s:2 = scan %x, %i dim=0 reverse=true identities=[0xFF800000 : f32, -9223372036854775808 : i64] : tile<4xf32>, tile<4xi64> -> tile<4xf32>, tile<4xi64>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<i64>, %a1: tile<i64>) {
        yield %a0, %a1 : tile<f32>, tile<i64>
      }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{use of undeclared SSA value name}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
        yield %a : tile<f32>
      }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%y: tile<4xf32>) {
    // expected-error @below {{use of undeclared SSA value name}}
    %r:2 = scan %y, %x dim=0 reverse=false identities=[0.0 : f32, 0.0 : f32] : tile<4xf32>, tile<4xf32> -> tile<4xf32>, tile<4xf32>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {
        %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
        yield %a0, %a1 : tile<f32>, tile<f32>
      }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi64>) {
    // expected-error @below {{integer value too large}}
    %r = reduce %x dim=0 identities=[18446744073709551615 : i64] : tile<4xi64> -> tile<i64>
      (%e: tile<i64>, %a: tile<i64>) { yield %a : tile<i64> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi64>) {
    // expected-error @below {{integer value too large}}
    %r = scan %x dim=0 reverse=false identities=[-9223372036854775809 : i64] : tile<4xi64> -> tile<4xi64>
      (%e: tile<i64>, %a: tile<i64>) { yield %a : tile<i64> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi64>) {
    // expected-error @below {{integer value too large}}
    %r = reduce %x dim=0 identities=[0xFFFFFFFFFFFFFFFF] : tile<4xi64> -> tile<i64>
      (%e: tile<i64>, %a: tile<i64>) { yield %a : tile<i64> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi8>) {
    // expected-error @below {{integer value 256 does not fit in 'i8': expected a value in [-128, 255] (its signed or unsigned range)}}
    %r = reduce %x dim=0 identities=[256 : i8] : tile<4xi8> -> tile<i8>
      (%e: tile<i8>, %a: tile<i8>) { yield %a : tile<i8> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi8>) {
    // expected-error @below {{integer value -129 does not fit in 'i8': expected a value in [-128, 255] (its signed or unsigned range)}}
    %r = reduce %x dim=0 identities=[-129 : i8] : tile<4xi8> -> tile<i8>
      (%e: tile<i8>, %a: tile<i8>) { yield %a : tile<i8> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{hexadecimal float constant out of range for type}}
    %r = reduce %x dim=0 identities=[0x1FF800000 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{hexadecimal float literal should not have a leading minus}}
    %r = reduce %x dim=0 identities=[-0x7F800000 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{expected an integer or floating-point type for the identity, got '!cuda_tile.tile<f32>'}}
    %r = reduce %x dim=0 identities=[0 : !cuda_tile.tile<f32>] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{expected a number after '-', got "zero"}}
    %r = reduce %x dim=0 identities=[-"zero"] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}
