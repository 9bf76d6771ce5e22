// One case per rule of the integer and bitwise operations; each error names the op and the rule.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

// Element types: INT only; i4 exists only for conversions and shape ops.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi4>) {
    // expected-error @below {{'cuda_tile.addi' op operand #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<4xi4>'}}
    %0 = addi %a, %a : tile<4xi4>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.andi' op operand #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<4xf32>'}}
    %0 = andi %a, %a : tile<4xf32>
    return
  }
}

// -----

// Operands and result share one type (only the generic form can spell a mismatch).
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>, %b: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.subi' op requires the same type for all operands and results}}
    %0 = "cuda_tile.subi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.negi' op overflow<no_unsigned_wrap> is not allowed: negation reads its operand as signed}}
    %0 = negi %a overflow<no_unsigned_wrap> : tile<4xi32>
    return
  }
}

// -----

// Only addi, subi, muli, shli and negi take an overflow promise.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ':'}}
    %0 = mulhii %a, %a overflow<no_wrap> : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ':'}}
    %0 = absi %a overflow<no_signed_wrap> : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ::tilec::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    // expected-error @below {{failed to parse CudaTile_IntegerOverflowAttr parameter 'value'}}
    %0 = addi %a, %a overflow<wrap> : tile<4xi32>
    return
  }
}

// -----

// The signedness keyword is mandatory on maxi, mini, remi, shri, divi, cmpi and mmai.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{custom op 'cuda_tile.maxi' expected 'signed' or 'unsigned'}}
    %0 = maxi %a, %a : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{custom op 'cuda_tile.shri' expected 'signed' or 'unsigned', got 'signless'}}
    %0 = shri %a, %a signless : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{custom op 'cuda_tile.divi' expected 'signed' or 'unsigned', got 'rounding'}}
    %0 = divi %a, %a rounding<zero> : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op requires attribute 'signedness'}}
    %0 = "cuda_tile.divi"(%a, %a) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    return
  }
}

// -----

// divi rounds toward zero, positive_inf or negative_inf only.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode nearest_even is not allowed: integer division rounds toward zero, positive_inf or negative_inf}}
    %0 = divi %a, %a signed rounding<nearest_even> : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode approx is not allowed}}
    %0 = "cuda_tile.divi"(%a, %a) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op rounding mode negative_inf requires signed division}}
    %0 = divi %a, %a unsigned rounding<negative_inf> : tile<4xi32>
    return
  }
}

// -----

// cmpi: `PRED %a, %b, SIGN` with a comma before the keyword, which is mandatory.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ','}}
    %0 = cmpi equal %a, %a : tile<4xi32> -> tile<4xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ','}}
    %0 = cmpi equal %a, %a signed : tile<4xi32> -> tile<4xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected a comparison predicate (equal, not_equal, less_than, less_than_or_equal, greater_than or greater_than_or_equal), got 'eq'}}
    %0 = cmpi eq %a, %a, signed : tile<4xi32> -> tile<4xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.cmpi' op result #0 must be tile of i1, but got '!cuda_tile.tile<4xi32>'}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.cmpi' op requires the same shape for all operands and results}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<8xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>, %b: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.cmpi' op failed to verify that all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpi"(%a, %b) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.cmpi' op operand #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<4xf32>'}}
    %0 = cmpi equal %a, %a, signed : tile<4xf32> -> tile<4xi1>
    return
  }
}

// -----

// mmai: i8 inputs, i32 accumulator and result, MxK · KxN + MxN, optionally batched.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi16>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op lhs must be a tile of i8, got '!cuda_tile.tile<16x32xi16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi16>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi32>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op rhs must be a tile of i8, got '!cuda_tile.tile<32x16xi32>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x16xi32>, tile<16x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi16>) {
    // expected-error @below {{'cuda_tile.mmai' op accumulator must be a tile of i32, got '!cuda_tile.tile<16x16xi16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf16>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op operand #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<16x32xf16>'}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xf16>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<32xi8>, %b: tile<32xi8>, %c: tile<32xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op operands must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, BxMxN), got ranks 1, 1 and 1}}
    %0 = mmai %a, %b, %c signed signed : tile<32xi8>, tile<32xi8>, tile<32xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<1x16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op operands must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, BxMxN), got ranks 3, 2 and 2}}
    %0 = mmai %a, %b, %c signed signed : tile<1x16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<16x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op K must agree: lhs has 32 columns but rhs has 16 rows}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<16x16xi8>, tile<16x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<8x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op M must agree: accumulator has 8 rows but lhs has 16}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x16xi8>, tile<8x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x32xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op N must agree: accumulator has 32 columns but rhs has 16}}
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x32xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x32xi8>, %b: tile<4x32x16xi8>, %c: tile<2x16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op batch dimensions must be equal, got 2, 4 and 2}}
    %0 = mmai %a, %b, %c signed signed : tile<2x16x32xi8>, tile<4x32x16xi8>, tile<2x16x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{custom op 'cuda_tile.mmai' expected 'signed' or 'unsigned'}}
    %0 = mmai %a, %b, %c signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) {
    // expected-error @below {{'cuda_tile.mmai' op failed to verify that all of {acc, result} have same type}}
    %0 = "cuda_tile.mmai"(%a, %b, %c) <{signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<16x32xi8>, !cuda_tile.tile<32x16xi8>, !cuda_tile.tile<16x16xi32>) -> !cuda_tile.tile<16x16xi16>
    return
  }
}
