// One case per verifier or parser rule of print_tko, assume and the assume predicates.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op format has 2 conversion specifications but 1 operands are given}}
    %t = print_tko "%d %d", %a : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op format has 0 conversion specifications but 1 operands are given}}
    %t = print_tko "100%%", %a : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op found unterminated format expression '%5': a '%' must be followed by one of 'diuoxXeEfFgGaAcsSpn%'}}
    %t = print_tko "%d %5", %a : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.print_tko' op operand #0 must be variadic of tile, but got '!cuda_tile.tensor_view<4xf32, strides=[1]>'}}
    %t = print_tko "%f", %a : tensor_view<4xf32, strides=[1]> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op result #0 must be token, but got '!cuda_tile.tile<i32>'}}
    %t = print_tko "%d", %a : tile<i32> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{expected an assume predicate (div_by, same_elements or bounded), got 'aligned'}}
    %r = assume aligned<16>, %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'div_by' divisor must be a positive power of two, got 12}}
    %r = assume div_by<12>, %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'div_by' divisor must be a positive power of two, got 0}}
    %r = assume #cuda_tile.div_by<0>, %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xi32>) {
    // expected-error @below {{'div_by' group size 'every' must not be negative, got -1}}
    %r = assume div_by<4, every -1 along 0>, %a : tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xi32>) {
    // expected-error @below {{expected 'along'}}
    %r = assume div_by<4, every 2>, %a : tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' applies to an integer tile, a pointer tile or a tensor_view, got '!cuda_tile.tile<8xf32>'}}
    %r = assume div_by<4>, %a : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' on a rank-0 tile cannot have 'every'/'along'}}
    %r = assume div_by<4, every 1 along 0>, %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tensor_view<?xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' on a tensor_view cannot have 'every'/'along'}}
    %r = assume div_by<16, every 1 along 0>, %a : tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi32>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' dimension 'along' must be less than the rank 2, got 2}}
    %r = assume div_by<4, every 2 along 2>, %a : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi32>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' group size 'every' must not exceed the size 4 of dimension 0, got 8}}
    %r = assume div_by<4, every 8 along 0>, %a : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi32>) {
    // expected-error @below {{'cuda_tile.assume' op 'same_elements' needs one group size per dimension: expected 2, got 1}}
    %r = assume same_elements<[4]>, %a : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi32>) {
    // expected-error @below {{'cuda_tile.assume' op 'same_elements' group size of dimension 1 must not exceed its size 8, got 16}}
    %r = assume same_elements<[1, 16]>, %a : tile<4x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xi32>) {
    // expected-error @below {{'same_elements' group size of dimension 0 must not be negative, got -2}}
    %r = assume same_elements<[-2]>, %a : tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.assume' op 'same_elements' applies to an integer or pointer tile, got '!cuda_tile.tile<8xf16>'}}
    %r = assume same_elements<[2]>, %a : tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'bounded' lower bound 5 must not exceed the upper bound 4}}
    %r = assume bounded<5, 4>, %a : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.assume' op 'bounded' upper bound 128 is outside the signed range [-128, 127] of 'i8'}}
    %r = assume bounded<0, 128>, %a : tile<8xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xi16>) {
    // expected-error @below {{'cuda_tile.assume' op 'bounded' lower bound -32769 is outside the signed range [-32768, 32767] of 'i16'}}
    %r = assume bounded<-32769, ?>, %a : tile<8xi16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.assume' op 'bounded' applies to an integer tile, got '!cuda_tile.tile<ptr<f32>>'}}
    %r = assume bounded<0, ?>, %a : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op attribute 'predicate' failed to satisfy constraint}}
    %r = "cuda_tile.assume"(%a) <{predicate = 16 : i64}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op failed to verify that all of {value, result} have same type}}
    %r = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64>
    return
  }
}
