// mmaf: d = c + a·b. The reference (FloatMatmul.h) forms every product exactly and adds the
// products to c one at a time in increasing k, each sum rounded to nearest in the accumulator
// type (an FMA chain in f16, f32 or f64). Expectations below follow that order.
// RUN: tilec run %s --entry f32_basic | FileCheck %s --check-prefix=BASIC
// RUN: tilec run %s --entry f32_order | FileCheck %s --check-prefix=ORDER
// RUN: tilec run %s --entry f16_inputs | FileCheck %s --check-prefix=F16
// RUN: tilec run %s --entry bf16_tf32_inputs | FileCheck %s --check-prefix=BF16
// RUN: tilec run %s --entry f8_inputs | FileCheck %s --check-prefix=F8
// RUN: tilec run %s --entry f64_inputs | FileCheck %s --check-prefix=F64
// RUN: tilec run %s --entry batched | FileCheck %s --check-prefix=BATCH
// RUN: tilec run %s --entry big --arg ones:f32:256x256 --arg ones:f32:256x256 --arg iota:f32:256x256 | FileCheck %s --check-prefix=BIG

cuda_tile.module @m {
  // [[1, 2], [3, 4]]·[[5, 6], [7, 8]] = [[19, 22], [43, 50]], plus c = [[0.5, 0], [0, -1]].
  // BASIC: result #0: tile<2x2xf32> = {{\[}}[19.5, 22],
  // BASIC-NEXT:  [43, 49]]
  testing$func @f32_basic() -> tile<2x2xf32> {
    %a = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %b = constant <f32: [[5.0, 6.0], [7.0, 8.0]]> : tile<2x2xf32>
    %c = constant <f32: [[0.5, 0.0], [0.0, -1.0]]> : tile<2x2xf32>
    %d = mmaf %a, %b, %c : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>
    return %d : tile<2x2xf32>
  }

  // Rounding happens after every k, starting from c:
  //  #0: c = 0, products 1, 2^-24, 2^-24, 0: 1 + 2^-24 is a tie that stays at 1, twice.
  //  #1: products 2^-24, 2^-24, 1, 0: 2^-23 is exact, then 1 + 2^-23.
  //  #2: c = 1, products 2^-24, 2^-24, 0, 0: as #0.
  //  #3: products (1+2^-23)(1-2^-23) = 1 - 2^-46 and c = -1: the product is exact inside the
  //      FMA, so the result is -2^-46, not 0.
  //  #4: subnormals are not flushed: 2^-100 · 2^-40 = 2^-140.
  //  #5: a NaN in c, and inf + (-inf), give NaN.
  // ORDER: result #0: tile<1x1xf32> = {{\[}}[1]]
  // ORDER: result #1: tile<1x1xf32> = {{\[}}[1.0000001]]
  // ORDER: result #2: tile<1x1xf32> = {{\[}}[1]]
  // ORDER: result #3: tile<1x1xf32> = {{\[}}[-1.4210855e-14]]
  // ORDER: result #4: tile<1x1xf32> = {{\[}}[7.17e-43]]
  // ORDER: result #5: tile<1x2xf32> = {{\[}}[nan, nan]]
  testing$func @f32_order() -> (tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x2xf32>) {
    %ones = constant <f32: [[1.0], [1.0], [1.0], [1.0]]> : tile<4x1xf32>
    %zero = constant <f32: [[0.0]]> : tile<1x1xf32>
    %one = constant <f32: [[1.0]]> : tile<1x1xf32>
    %a0 = constant <f32: [[1.0, 0x33800000, 0x33800000, 0.0]]> : tile<1x4xf32>
    %d0 = mmaf %a0, %ones, %zero : tile<1x4xf32>, tile<4x1xf32>, tile<1x1xf32>
    %a1 = constant <f32: [[0x33800000, 0x33800000, 1.0, 0.0]]> : tile<1x4xf32>
    %d1 = mmaf %a1, %ones, %zero : tile<1x4xf32>, tile<4x1xf32>, tile<1x1xf32>
    %a2 = constant <f32: [[0x33800000, 0x33800000, 0.0, 0.0]]> : tile<1x4xf32>
    %d2 = mmaf %a2, %ones, %one : tile<1x4xf32>, tile<4x1xf32>, tile<1x1xf32>
    %a3 = constant <f32: [[0x3F800001]]> : tile<1x1xf32>
    %b3 = constant <f32: [[0x3F7FFFFE]]> : tile<1x1xf32>
    %m1 = constant <f32: [[-1.0]]> : tile<1x1xf32>
    %d3 = mmaf %a3, %b3, %m1 : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>
    %a4 = constant <f32: [[0x0D800000]]> : tile<1x1xf32>
    %b4 = constant <f32: [[0x2B800000]]> : tile<1x1xf32>
    %d4 = mmaf %a4, %b4, %zero : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>
    %a5 = constant <f32: [[0x7F800000]]> : tile<1x1xf32>
    %b5 = constant <f32: [[1.0, 1.0]]> : tile<1x2xf32>
    %c5 = constant <f32: [[0x7FC00000, 0xFF800000]]> : tile<1x2xf32>
    %d5 = mmaf %a5, %b5, %c5 : tile<1x1xf32>, tile<1x2xf32>, tile<1x2xf32>
    return %d0, %d1, %d2, %d3, %d4, %d5 : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x2xf32>
  }

  // f16 inputs with an f32 and an f16 accumulator: [[2048, 1], [256, 256]]·[[1, 256], [1, 0]]
  // = [[2048 + 1, 524288 + 0], [256 + 256, 65536 + 0]]. In f16 (spacing 2 above 2048) the tie
  // 2049 goes to 2048, and 524288 and 65536 overflow.
  //  [[1+2^-10]]·[[1-2^-10]] + (-1) = -2^-20: exact in both (an f16 subnormal).
  // F16: result #0: tile<2x2xf32> = {{\[}}[2049, 524288],
  // F16-NEXT:  [512, 65536]]
  // F16: result #1: tile<2x2xf16> = {{\[}}[2048, inf],
  // F16-NEXT:  [512, inf]]
  // F16: result #2: tile<1x1xf32> = {{\[}}[-9.536743e-07]]
  // F16: result #3: tile<1x1xf16> = {{\[}}[-9.5e-07]]
  //  [[inf, 1]]·[[0], [1]]: inf·0 = NaN, and NaN stays.
  // F16: result #4: tile<1x1xf32> = {{\[}}[nan]]
  testing$func @f16_inputs() -> (tile<2x2xf32>, tile<2x2xf16>, tile<1x1xf32>, tile<1x1xf16>, tile<1x1xf32>) {
    %a = constant <f16: [[2048.0, 1.0], [256.0, 256.0]]> : tile<2x2xf16>
    %b = constant <f16: [[1.0, 256.0], [1.0, 0.0]]> : tile<2x2xf16>
    %c32 = constant <f32: 0.0> : tile<2x2xf32>
    %c16 = constant <f16: 0.0> : tile<2x2xf16>
    %d32 = mmaf %a, %b, %c32 : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf32>
    %d16 = mmaf %a, %b, %c16 : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf16>
    %e = constant <f16: [[0x3C01]]> : tile<1x1xf16>
    %f = constant <f16: [[0x3BFE]]> : tile<1x1xf16>
    %m32 = constant <f32: [[-1.0]]> : tile<1x1xf32>
    %m16 = constant <f16: [[-1.0]]> : tile<1x1xf16>
    %x32 = mmaf %e, %f, %m32 : tile<1x1xf16>, tile<1x1xf16>, tile<1x1xf32>
    %x16 = mmaf %e, %f, %m16 : tile<1x1xf16>, tile<1x1xf16>, tile<1x1xf16>
    %g = constant <f16: [[0x7C00, 1.0]]> : tile<1x2xf16>
    %h = constant <f16: [[0.0], [1.0]]> : tile<2x1xf16>
    %z32 = constant <f32: [[0.0]]> : tile<1x1xf32>
    %n32 = mmaf %g, %h, %z32 : tile<1x2xf16>, tile<2x1xf16>, tile<1x1xf32>
    return %d32, %d16, %x32, %x16, %n32 : tile<2x2xf32>, tile<2x2xf16>, tile<1x1xf32>, tile<1x1xf16>, tile<1x1xf32>
  }

  // bf16: [[256, 1]]·[[1], [1]] = 257, which bf16 itself cannot hold, in the f32 accumulator.
  // tf32: (1+2^-10)^2 = 1 + 2^-9 + 2^-20, exact in f32; times 3 (three k steps, each exact up to
  // the last: 2(1+2^-9+2^-20) is exact, 3(...) = 3.005861282... rounds to 3.0058622).
  // BF16: result #0: tile<1x1xf32> = {{\[}}[257]]
  // BF16: result #1: tile<1x1xf32> = {{\[}}[1.0019541]]
  // BF16: result #2: tile<1x1xf32> = {{\[}}[3.0058622]]
  testing$func @bf16_tf32_inputs() -> (tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>) {
    %a = constant <bf16: [[256.0, 1.0]]> : tile<1x2xbf16>
    %b = constant <bf16: [[1.0], [1.0]]> : tile<2x1xbf16>
    %z = constant <f32: [[0.0]]> : tile<1x1xf32>
    %d = mmaf %a, %b, %z : tile<1x2xbf16>, tile<2x1xbf16>, tile<1x1xf32>
    %t = constant <tf32: [[1.0009765625]]> : tile<1x1xtf32>
    %e = mmaf %t, %t, %z : tile<1x1xtf32>, tile<1x1xtf32>, tile<1x1xf32>
    %t4 = constant <tf32: [[1.0009765625, 1.0009765625, 1.0009765625, 0.0]]> : tile<1x4xtf32>
    %t4b = constant <tf32: [[1.0009765625], [1.0009765625], [1.0009765625], [1.0009765625]]> : tile<4x1xtf32>
    %f = mmaf %t4, %t4b, %z : tile<1x4xtf32>, tile<4x1xtf32>, tile<1x1xf32>
    return %d, %e, %f : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>
  }

  // f8E4M3FN: [[448, 448], [2^-9, 0]]·[[448, 2^-9], [448, 0]]
  //  = [[448·448 + 448·448, 448·2^-9], [2^-9·448, 2^-9·2^-9]] = [[401408, 0.875], [0.875, 2^-18]].
  // In the f16 accumulator the first product 200704 already overflows. 2^-18 (from the smallest
  // e4m3 subnormals) is exact in both. fast_acc does not change the reference result.
  // F8: result #0: tile<2x2xf32> = {{\[}}[401408, 0.875],
  // F8-NEXT:  [0.875, 3.8146973e-06]]
  // F8: result #1: tile<2x2xf16> = {{\[}}[inf, 0.875],
  // F8-NEXT:  [0.875, 3.8e-06]]
  // F8: result #2: tile<2x2xf32> = {{\[}}[401408, 0.875],
  // F8-NEXT:  [0.875, 3.8146973e-06]]
  // f8E5M2 (the f8 format with infinities): [[inf, 1], [57344, 57344]]·[[0, 2], [1, -2]]
  //  = [[inf·0 + 1, inf·2 - 2], [0 + 57344, 114688 - 114688]] = [[NaN, inf], [57344, 0]] in f32;
  // the f16 accumulator overflows at the first 114688 and stays inf.
  // F8: result #3: tile<2x2xf32> = {{\[}}[nan, inf],
  // F8-NEXT:  [57344, 0]]
  // F8: result #4: tile<2x2xf16> = {{\[}}[nan, inf],
  // F8-NEXT:  [57344, inf]]
  // f8E4M3FN NaN encodings (0x7F, 0xFF) give NaN.
  // F8: result #5: tile<1x2xf32> = {{\[}}[nan, nan]]
  testing$func @f8_inputs() -> (tile<2x2xf32>, tile<2x2xf16>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf16>, tile<1x2xf32>) {
    %a = constant <f8E4M3FN: [[448.0, 448.0], [0.001953125, 0.0]]> : tile<2x2xf8E4M3FN>
    %b = constant <f8E4M3FN: [[448.0, 0.001953125], [448.0, 0.0]]> : tile<2x2xf8E4M3FN>
    %c32 = constant <f32: 0.0> : tile<2x2xf32>
    %c16 = constant <f16: 0.0> : tile<2x2xf16>
    %d32 = mmaf %a, %b, %c32 : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf32>
    %d16 = mmaf %a, %b, %c16 : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf16>
    %dfast = mmaf %a, %b, %c32 fast_acc : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf32>
    %e = constant <f8E5M2: [[0x7C, 1.0], [57344.0, 57344.0]]> : tile<2x2xf8E5M2>
    %f = constant <f8E5M2: [[0.0, 2.0], [1.0, -2.0]]> : tile<2x2xf8E5M2>
    %e32 = mmaf %e, %f, %c32 : tile<2x2xf8E5M2>, tile<2x2xf8E5M2>, tile<2x2xf32>
    %e16 = mmaf %e, %f, %c16 : tile<2x2xf8E5M2>, tile<2x2xf8E5M2>, tile<2x2xf16>
    %g = constant <f8E4M3FN: [[0x7F, 0xFF]]> : tile<1x2xf8E4M3FN>
    %h = constant <f8E4M3FN: [[1.0, 0.0], [0.0, 1.0]]> : tile<2x2xf8E4M3FN>
    %z = constant <f32: [[0.0, 0.0]]> : tile<1x2xf32>
    %n = mmaf %g, %h, %z : tile<1x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<1x2xf32>
    return %d32, %d16, %dfast, %e32, %e16, %n : tile<2x2xf32>, tile<2x2xf16>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf16>, tile<1x2xf32>
  }

  // f64 in k order: 2^-53 + 2^-53 = 2^-52 (exact), then 1 + 2^-52; the other order loses both
  // 2^-53 to ties at 1. (1+2^-52)(1-2^-52) - 1 = -2^-104 exactly.
  // F64: result #0: tile<1x1xf64> = {{\[}}[1.0000000000000002]]
  // F64: result #1: tile<1x1xf64> = {{\[}}[1]]
  // F64: result #2: tile<1x1xf64> = {{\[}}[-4.930380657631324e-32]]
  testing$func @f64_inputs() -> (tile<1x1xf64>, tile<1x1xf64>, tile<1x1xf64>) {
    %ones = constant <f64: [[1.0], [1.0], [1.0], [1.0]]> : tile<4x1xf64>
    %z = constant <f64: [[0.0]]> : tile<1x1xf64>
    %a = constant <f64: [[0x3CA0000000000000, 0x3CA0000000000000, 1.0, 0.0]]> : tile<1x4xf64>
    %b = constant <f64: [[1.0, 0x3CA0000000000000, 0x3CA0000000000000, 0.0]]> : tile<1x4xf64>
    %d0 = mmaf %a, %ones, %z : tile<1x4xf64>, tile<4x1xf64>, tile<1x1xf64>
    %d1 = mmaf %b, %ones, %z : tile<1x4xf64>, tile<4x1xf64>, tile<1x1xf64>
    %e = constant <f64: [[0x3FF0000000000001]]> : tile<1x1xf64>
    %f = constant <f64: [[0x3FEFFFFFFFFFFFFE]]> : tile<1x1xf64>
    %m = constant <f64: [[-1.0]]> : tile<1x1xf64>
    %d2 = mmaf %e, %f, %m : tile<1x1xf64>, tile<1x1xf64>, tile<1x1xf64>
    return %d0, %d1, %d2 : tile<1x1xf64>, tile<1x1xf64>, tile<1x1xf64>
  }

  // Batch 0: I·[[5, 6], [7, 8]] + 0; batch 1: [[1, 2], [3, 4]]·[[1, 1], [1, 1]] + 0.5.
  // BATCH: result #0: tile<2x2x2xf32> = {{\[\[}}[5, 6],
  // BATCH-NEXT:   [7, 8]],
  // BATCH-EMPTY:
  // BATCH-NEXT:  {{\[}}[3.5, 3.5],
  // BATCH-NEXT:   [7.5, 7.5]]]
  testing$func @batched() -> tile<2x2x2xf32> {
    %a = constant <f32: [[[1.0, 0.0], [0.0, 1.0]], [[1.0, 2.0], [3.0, 4.0]]]> : tile<2x2x2xf32>
    %b = constant <f32: [[[5.0, 6.0], [7.0, 8.0]], [[1.0, 1.0], [1.0, 1.0]]]> : tile<2x2x2xf32>
    %c = constant <f32: [[[0.0, 0.0], [0.0, 0.0]], [[0.5, 0.5], [0.5, 0.5]]]> : tile<2x2x2xf32>
    %d = mmaf %a, %b, %c : tile<2x2x2xf32>, tile<2x2x2xf32>, tile<2x2x2xf32>
    return %d : tile<2x2x2xf32>
  }

  // 256x256x256 (fast enough for a lit test): ones·ones = 256 everywhere, plus c = iota; the
  // last row is 256 + 255·256 + j = 65536 + j.
  // BIG: result #0: tile<256x256xf32> = {{\[}}[256, 257, 258, ..., 509, 510, 511],
  // BIG-NEXT:  [512, 513, 514, ..., 765, 766, 767],
  // BIG: [65536, 65537, 65538, ..., 65789, 65790, 65791]]
  testing$func @big(%a: tile<256x256xf32>, %b: tile<256x256xf32>, %c: tile<256x256xf32>) -> tile<256x256xf32> {
    %d = mmaf %a, %b, %c : tile<256x256xf32>, tile<256x256xf32>, tile<256x256xf32>
    return %d : tile<256x256xf32>
  }
}
