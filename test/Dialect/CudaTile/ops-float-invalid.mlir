// Verifier and parser errors of the float element-wise operations and cmpf; each case names
// the operation and the rule it breaks.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

// tf32 is only an mmaf input and a conversion type: no arithmetic.
cuda_tile.module @m {
  testing$func @f(%t: tile<8xtf32>) {
    // expected-error @below {{'cuda_tile.addf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xtf32>'}}
    %0 = addf %t, %t : tile<8xtf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.negf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xf8E4M3FN>'}}
    %0 = negf %t : tile<8xf8E4M3FN>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8xf4E2M1FN>) {
    // expected-error @below {{'cuda_tile.exp' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xf4E2M1FN>'}}
    %0 = exp %t : tile<8xf4E2M1FN>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.maxf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xf8E8M0FNU>'}}
    %0 = maxf %t, %t : tile<8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.absf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xi32>'}}
    %0 = absf %t : tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8xf8E5M2>) {
    // expected-error @below {{'cuda_tile.cmpf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xf8E5M2>'}}
    %0 = cmpf equal ordered %t, %t : tile<8xf8E5M2> -> tile<8xi1>
    return
  }
}

// -----

// Operands and result share one type; only the generic form can spell a mismatch.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %h: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.addf' op requires the same type for all operands and results}}
    %0 = "cuda_tile.addf"(%x, %h) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf16>) -> !cuda_tile.tile<8xf32>
    return
  }
}

// -----

// addf, subf, mulf, fma: the four IEEE modes.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.addf' op rounding mode approx is not allowed; expected nearest_even, zero, negative_inf, positive_inf}}
    %0 = addf %x, %y rounding<approx> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.subf' op rounding mode full is not allowed; expected nearest_even, zero, negative_inf, positive_inf}}
    %0 = subf %x, %y rounding<full> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.mulf' op rounding mode nearest_int_to_zero is not allowed; expected nearest_even, zero, negative_inf, positive_inf}}
    %0 = mulf %x, %y rounding<nearest_int_to_zero> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.fma' op rounding mode approx is not allowed; expected nearest_even, zero, negative_inf, positive_inf}}
    %0 = fma %x, %y, %y rounding<approx> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.divf' op rounding mode nearest_int_to_zero is not allowed; expected nearest_even, zero, negative_inf, positive_inf, approx, full}}
    %0 = divf %x, %y rounding<nearest_int_to_zero> : tile<8xf32>
    return
  }
}

// -----

// approx and full are f32-only on divf.
cuda_tile.module @m {
  testing$func @f(%h: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.divf' op rounding mode approx is only allowed for f32, got 'f16'}}
    %0 = divf %h, %h rounding<approx> : tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%d: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.divf' op rounding mode full is only allowed for f32, got 'f64'}}
    %0 = divf %d, %d rounding<full> : tile<8xf64>
    return
  }
}

// -----

// sqrt: IEEE modes and approx (f32).
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.sqrt' op rounding mode full is not allowed; expected nearest_even, zero, negative_inf, positive_inf, approx}}
    %0 = sqrt %x rounding<full> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%b: tile<8xbf16>) {
    // expected-error @below {{'cuda_tile.sqrt' op rounding mode approx is only allowed for f32, got 'bf16'}}
    %0 = sqrt %b rounding<approx> : tile<8xbf16>
    return
  }
}

// -----

// exp and tanh: full (any FLT type) or approx (f32).
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.exp' op rounding mode nearest_even is not allowed; expected full, approx}}
    %0 = exp %x rounding<nearest_even> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.tanh' op rounding mode zero is not allowed; expected full, approx}}
    %0 = tanh %x rounding<zero> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%h: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.exp' op rounding mode approx is only allowed for f32, got 'f16'}}
    %0 = exp %h rounding<approx> : tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%d: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.tanh' op rounding mode approx is only allowed for f32, got 'f64'}}
    %0 = tanh %d rounding<approx> : tile<8xf64>
    return
  }
}

// -----

// The generic form is verified the same way.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.addf' op rounding mode approx is not allowed; expected nearest_even, zero, negative_inf, positive_inf}}
    %0 = "cuda_tile.addf"(%x, %y) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    return
  }
}

// -----

// Syntax errors.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{unknown rounding mode 'fast'}}
    %0 = addf %x, %y rounding<fast> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'propagate_nan' appears more than once}}
    %0 = maxf %x, %y propagate_nan propagate_nan : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{expected a comparison predicate (equal, not_equal, less_than, less_than_or_equal, greater_than, greater_than_or_equal), got 'less'}}
    %0 = cmpf less ordered %x, %y : tile<8xf32> -> tile<8xi1>
    return
  }
}

// -----

// cmpf needs both the predicate and the ordering.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{expected valid keyword}}
    %0 = cmpf less_than %x, %y : tile<8xf32> -> tile<8xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{expected 'ordered' or 'unordered', got 'nan_ordered'}}
    %0 = cmpf less_than nan_ordered %x, %y : tile<8xf32> -> tile<8xi1>
    return
  }
}

// -----

// absf has no modifiers.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{expected ':'}}
    %0 = absf %x flush_to_zero : tile<8xf32>
    return
  }
}

// -----

// flush_to_zero is an f32-only flag.
cuda_tile.module @m {
  testing$func @f(%v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.addf' op flush_to_zero is only allowed for f32, got 'f16'}}
    %0 = addf %v, %v flush_to_zero : tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xbf16>) {
    // expected-error @below {{'cuda_tile.subf' op flush_to_zero is only allowed for f32, got 'bf16'}}
    %0 = subf %v, %v flush_to_zero : tile<8xbf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.mulf' op flush_to_zero is only allowed for f32, got 'f64'}}
    %0 = mulf %v, %v flush_to_zero : tile<8xf64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.divf' op flush_to_zero is only allowed for f32, got 'f16'}}
    %0 = divf %v, %v flush_to_zero : tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.fma' op flush_to_zero is only allowed for f32, got 'f16'}}
    %0 = fma %v, %v, %v flush_to_zero : tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.sqrt' op flush_to_zero is only allowed for f32, got 'f64'}}
    %0 = sqrt %v flush_to_zero : tile<8xf64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.rsqrt' op flush_to_zero is only allowed for f32, got 'f16'}}
    %0 = rsqrt %v flush_to_zero : tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xbf16>) {
    // expected-error @below {{'cuda_tile.exp2' op flush_to_zero is only allowed for f32, got 'bf16'}}
    %0 = exp2 %v flush_to_zero : tile<8xbf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.maxf' op flush_to_zero is only allowed for f32, got 'f16'}}
    %0 = maxf %v, %v flush_to_zero : tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%v: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.minf' op flush_to_zero is only allowed for f32, got 'f64'}}
    %0 = minf %v, %v propagate_nan flush_to_zero : tile<8xf64>
    return
  }
}

// -----

// cmpf yields an i1 tile of the operand shape.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.cmpf' op result shape must equal the operand shape: operands are '!cuda_tile.tile<8xf32>', result is '!cuda_tile.tile<4xi1>'}}
    %0 = cmpf equal ordered %x, %y : tile<8xf32> -> tile<4xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.cmpf' op result #0 must be tile of i1, but got '!cuda_tile.tile<8xi8>'}}
    %0 = cmpf equal ordered %x, %y : tile<8xf32> -> tile<8xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %h: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.cmpf' op requires all operands to have the same type}}
    %0 = "cuda_tile.cmpf"(%x, %h) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, comparison_ordering = #cuda_tile.comparison_ordering<ordered>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf16>) -> !cuda_tile.tile<8xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.cmpf' op requires attribute 'comparison_ordering'}}
    %0 = "cuda_tile.cmpf"(%x, %y) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xi1>
    return
  }
}
