// Verifier errors of mmaf and mmaf_scaled: shapes, element combinations and scale blocks.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

// Shapes: a MxK, b KxN, c MxN, optionally all with one batch dimension.
cuda_tile.module @m {
  testing$func @f(%a: tile<16xf16>, %b: tile<16x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op operands a, b, c must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, BxMxN), got ranks 1, 2, 2}}
    %0 = mmaf %a, %b, %c : tile<16xf16>, tile<16x8xf16>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4x16x8xf16>, %b: tile<2x4x8x8xf16>, %c: tile<2x4x16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op operands a, b, c must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, BxMxN), got ranks 4, 4, 4}}
    %0 = mmaf %a, %b, %c : tile<2x4x16x8xf16>, tile<2x4x8x8xf16>, tile<2x4x16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x8xf16>, %b: tile<4x8x8xf16>, %c: tile<2x16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op batch dimensions of a, b, c must be equal, got 2, 4, 2}}
    %0 = mmaf %a, %b, %c : tile<2x16x8xf16>, tile<4x8x8xf16>, tile<2x16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<32x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op M dimension of a (16) and of c (32) must be equal}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x8xf16>, tile<32x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<16x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op K dimension of a (8) and of b (16) must be equal}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<16x8xf16>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<16x16xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op N dimension of b (8) and of c (16) must be equal}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x8xf16>, tile<16x16xf32>
    return
  }
}

// -----

// Element types: a and b alike, and the accumulator from the table of §3.4.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf8E4M3FN>, %b: tile<8x8xf8E5M2>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op a and b must have the same element type, got 'f8E4M3FN' and 'f8E5M2'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf8E4M3FN>, tile<8x8xf8E5M2>, tile<16x8xf32>
    return
  }
}

// -----

// f4E2M1FN is only an mmaf_scaled input.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf4E2M1FN>, %b: tile<8x8xf4E2M1FN>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op input element type 'f4E2M1FN' is not supported; expected f8E4M3FN, f8E5M2, f16, bf16, tf32, f32 or f64}}
    %0 = mmaf %a, %b, %c : tile<16x8xf4E2M1FN>, tile<8x8xf4E2M1FN>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf8E8M0FNU>, %b: tile<8x8xf8E8M0FNU>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op input element type 'f8E8M0FNU' is not supported; expected f8E4M3FN, f8E5M2, f16, bf16, tf32, f32 or f64}}
    %0 = mmaf %a, %b, %c : tile<16x8xf8E8M0FNU>, tile<8x8xf8E8M0FNU>, tile<16x8xf32>
    return
  }
}

// -----

// Integer products are mmai.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xi8>, %b: tile<8x8xi8>, %c: tile<16x8xi32>) {
    // expected-error @below {{'cuda_tile.mmaf' op operand #0 must be tile of floating-point numbers, but got '!cuda_tile.tile<16x8xi8>'}}
    %0 = mmaf %a, %b, %c : tile<16x8xi8>, tile<8x8xi8>, tile<16x8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xbf16>, %b: tile<8x8xbf16>, %c: tile<16x8xf16>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f16' is not allowed with 'bf16' inputs; expected 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xbf16>, tile<8x8xbf16>, tile<16x8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xtf32>, %b: tile<8x8xtf32>, %c: tile<16x8xf16>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f16' is not allowed with 'tf32' inputs; expected 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xtf32>, tile<8x8xtf32>, tile<16x8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf32>, %b: tile<8x8xf32>, %c: tile<16x8xf64>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f64' is not allowed with 'f32' inputs; expected 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf32>, tile<8x8xf32>, tile<16x8xf64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf64>, %b: tile<8x8xf64>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f32' is not allowed with 'f64' inputs; expected 'f64'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf64>, tile<8x8xf64>, tile<16x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<16x8xbf16>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'bf16' is not allowed with 'f16' inputs; expected 'f16' or 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x8xf16>, tile<16x8xbf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf8E5M2>, %b: tile<8x8xf8E5M2>, %c: tile<16x8xf64>) {
    // expected-error @below {{'cuda_tile.mmaf' op accumulator element type 'f64' is not allowed with 'f8E5M2' inputs; expected 'f16' or 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf8E5M2>, tile<8x8xf8E5M2>, tile<16x8xf64>
    return
  }
}

// -----

// The result has the accumulator's type.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @below {{'cuda_tile.mmaf' op failed to verify that all of {acc, result} have same type}}
    %0 = "cuda_tile.mmaf"(%a, %b, %c) : (!cuda_tile.tile<16x8xf16>, !cuda_tile.tile<8x8xf16>, !cuda_tile.tile<16x8xf32>) -> !cuda_tile.tile<16x8xf16>
    return
  }
}

// -----

// mmaf takes only fast_acc.
cuda_tile.module @m {
  testing$func @f(%a: tile<16x8xf16>, %b: tile<8x8xf16>, %c: tile<16x8xf32>) {
    // expected-error @below {{expected ':'}}
    %0 = mmaf %a, %b, %c flush_to_zero : tile<16x8xf16>, tile<8x8xf16>, tile<16x8xf32>
    return
  }
}

// -----

// mmaf_scaled: f8/f4 inputs, e8m0/e4m3 scales, f32 accumulator.
cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf16>, %b: tile<64x64xf16>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op input element type 'f16' is not supported; expected f8E4M3FN, f8E5M2 or f4E2M1FN}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E5M2>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op a and b must have the same element type, got 'f8E4M3FN' and 'f8E5M2'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E5M2>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scales sa and sb must have the same element type, got 'f8E8M0FNU' and 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E4M3FN>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E5M2>, %sb: tile<2x64xf8E5M2>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scale element type 'f8E5M2' is not supported; expected f8E8M0FNU, f8E4M3FN or fnv8E5M3FNU}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E5M2>, tile<2x64xf8E5M2>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf16>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op accumulator element type must be f32, got 'f16'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf16>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}

// -----

// e4m3 scales only go with f4 inputs.
cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x4xf8E4M3FN>, %sb: tile<4x64xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scale element type 'f8E4M3FN' is not allowed with 'f8E4M3FN' inputs; expected f8E8M0FNU}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x4xf8E4M3FN>, tile<4x64xf8E4M3FN>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<2x64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scales must have the rank of a, b and c (2), got ranks 3, 2}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<2x64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<32x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op K dimension of a (64) and of b (32) must be equal}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x16x64xf8E4M3FN>, %b: tile<2x64x8xf8E4M3FN>, %c: tile<2x16x8xf32>, %sa: tile<4x16x2xf8E8M0FNU>, %sb: tile<2x2x8xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op batch dimensions of sa (4) and sb (2) must equal that of a (2)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16x64xf8E4M3FN>, tile<2x64x8xf8E4M3FN>, tile<2x16x8xf32>, tile<4x16x2xf8E8M0FNU>, tile<2x2x8xf8E8M0FNU>
    return
  }
}

// -----

// sa is MxKs and sb KsxN.
cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<32x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op M dimension of sa (32) must equal that of a (64)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<32x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x32xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op N dimension of sb (32) must equal that of b (64)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<4x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scale block count of sa (2) and sb (4) must be equal}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x32xf8E4M3FN>, %b: tile<32x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x64xf8E8M0FNU>, %sb: tile<64x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op K (32) must be divisible by the scale block count (64)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf32>, tile<64x64xf8E8M0FNU>, tile<64x64xf8E8M0FNU>
    return
  }
}

// -----

// Block size V = K / Ks per input and scale type.
cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x4xf8E8M0FNU>, %sb: tile<4x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op block size K / Ks = 64 / 4 = 16 must be 32 for 'f8E4M3FN' inputs with 'f8E8M0FNU' scales}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %b: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %sa: tile<64x1xf8E8M0FNU>, %sb: tile<1x64xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op block size K / Ks = 64 / 1 = 64 must be 16 or 32 for 'f4E2M1FN' inputs with 'f8E8M0FNU' scales}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x1xf8E8M0FNU>, tile<1x64xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %b: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E4M3FN>, %sb: tile<2x64xf8E4M3FN>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op block size K / Ks = 64 / 2 = 32 must be 16 for 'f4E2M1FN' inputs with 'f8E4M3FN' scales}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E4M3FN>, tile<2x64xf8E4M3FN>
    return
  }
}
