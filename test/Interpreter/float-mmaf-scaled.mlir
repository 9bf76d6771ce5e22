// mmaf_scaled: d[i,j] = c[i,j] + Σ_k (a[i,k]·sa[i,k/V])·(b[k,j]·sb[k/V,j]). The scaled products
// are exact and are accumulated in f32 in increasing k, rounded to nearest after every step.
// RUN: tilec run %s --entry f8_e8m0 | FileCheck %s --check-prefix=F8
// RUN: tilec run %s --entry f4 | FileCheck %s --check-prefix=F4
// RUN: tilec run %s --entry ranges | FileCheck %s --check-prefix=RANGE
// RUN: tilec run %s --entry batched | FileCheck %s --check-prefix=BATCH

cuda_tile.module @m {
  // #0: f8E4M3FN, K = 32, one block (V = 32): 32 · (1·8)·(1·0.5) + 1 = 129.
  // #1: K = 64, two blocks of 32, a and b all ones, sa = [[1, 4], [0.5, 2]],
  //     sb = [[1, 1], [2, 0.25]]: d[i,j] = 32·(sa[i,0]·sb[0,j] + sa[i,1]·sb[1,j])
  //     = [[32·(1 + 8), 32·(1 + 1)], [32·(0.5 + 4), 32·(0.5 + 0.5)]].
  // #2: f8E5M2 inputs 2 and 3, scales 2^-3 and 2^4: 32 · (2/8)·(3·16) = 384.
  // F8: result #0: tile<1x1xf32> = {{\[}}[129]]
  // F8: result #1: tile<2x2xf32> = {{\[}}[288, 64],
  // F8-NEXT:  [144, 32]]
  // F8: result #2: tile<1x1xf32> = {{\[}}[384]]
  testing$func @f8_e8m0() -> (tile<1x1xf32>, tile<2x2xf32>, tile<1x1xf32>) {
    %a = constant <f8E4M3FN: 1.0> : tile<1x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<32x1xf8E4M3FN>
    %c = constant <f32: [[1.0]]> : tile<1x1xf32>
    %sa = constant <f8E8M0FNU: [[8.0]]> : tile<1x1xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: [[0.5]]> : tile<1x1xf8E8M0FNU>
    %d0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<1x32xf8E4M3FN>, tile<32x1xf8E4M3FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %a1 = constant <f8E4M3FN: 1.0> : tile<2x64xf8E4M3FN>
    %b1 = constant <f8E4M3FN: 1.0> : tile<64x2xf8E4M3FN>
    %c1 = constant <f32: 0.0> : tile<2x2xf32>
    %sa1 = constant <f8E8M0FNU: [[1.0, 4.0], [0.5, 2.0]]> : tile<2x2xf8E8M0FNU>
    %sb1 = constant <f8E8M0FNU: [[1.0, 1.0], [2.0, 0.25]]> : tile<2x2xf8E8M0FNU>
    %d1 = mmaf_scaled %a1, %b1, %c1, %sa1, %sb1 : tile<2x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<2x2xf32>, tile<2x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>
    %a2 = constant <f8E5M2: 2.0> : tile<1x32xf8E5M2>
    %b2 = constant <f8E5M2: 3.0> : tile<32x1xf8E5M2>
    %z = constant <f32: [[0.0]]> : tile<1x1xf32>
    %sa2 = constant <f8E8M0FNU: [[0.125]]> : tile<1x1xf8E8M0FNU>
    %sb2 = constant <f8E8M0FNU: [[16.0]]> : tile<1x1xf8E8M0FNU>
    %d2 = mmaf_scaled %a2, %b2, %z, %sa2, %sb2 : tile<1x32xf8E5M2>, tile<32x1xf8E5M2>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    return %d0, %d1, %d2 : tile<1x1xf32>, tile<2x2xf32>, tile<1x1xf32>
  }

  // f4E2M1FN inputs.
  // #0: e4m3 scales, V = 16: 16 · (6·1.5)·(-0.5·2) + 0.5 = -143.5.
  // #1: e8m0 scales, V = 16 (K = 32, two blocks): a = 0.5, b = 4, sa = [[2, 0.25]],
  //     sb = [[1], [2]]: 16·(0.5·2)(4·1) + 16·(0.5·0.25)(4·2) = 64 + 16 = 80.
  // #2: e8m0 scales, V = 32 (one block): 32 · (0.5·0.5)(4·0.5) = 16.
  // #3: an e4m3 scale of -0 is allowed (not negative): the products are -0 and c stays.
  // F4: result #0: tile<1x1xf32> = {{\[}}[-143.5]]
  // F4: result #1: tile<1x1xf32> = {{\[}}[80]]
  // F4: result #2: tile<1x1xf32> = {{\[}}[16]]
  // F4: result #3: tile<1x1xf32> = {{\[}}[0.5]]
  testing$func @f4() -> (tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>) {
    %a = constant <f4E2M1FN: 6.0> : tile<1x16xf4E2M1FN>
    %b = constant <f4E2M1FN: -0.5> : tile<16x1xf4E2M1FN>
    %c = constant <f32: [[0.5]]> : tile<1x1xf32>
    %sa = constant <f8E4M3FN: [[1.5]]> : tile<1x1xf8E4M3FN>
    %sb = constant <f8E4M3FN: [[2.0]]> : tile<1x1xf8E4M3FN>
    %d0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<1x16xf4E2M1FN>, tile<16x1xf4E2M1FN>, tile<1x1xf32>, tile<1x1xf8E4M3FN>, tile<1x1xf8E4M3FN>
    %a1 = constant <f4E2M1FN: 0.5> : tile<1x32xf4E2M1FN>
    %b1 = constant <f4E2M1FN: 4.0> : tile<32x1xf4E2M1FN>
    %z = constant <f32: [[0.0]]> : tile<1x1xf32>
    %sa1 = constant <f8E8M0FNU: [[2.0, 0.25]]> : tile<1x2xf8E8M0FNU>
    %sb1 = constant <f8E8M0FNU: [[1.0], [2.0]]> : tile<2x1xf8E8M0FNU>
    %d1 = mmaf_scaled %a1, %b1, %z, %sa1, %sb1 : tile<1x32xf4E2M1FN>, tile<32x1xf4E2M1FN>, tile<1x1xf32>, tile<1x2xf8E8M0FNU>, tile<2x1xf8E8M0FNU>
    %half = constant <f8E8M0FNU: [[0.5]]> : tile<1x1xf8E8M0FNU>
    %d2 = mmaf_scaled %a1, %b1, %z, %half, %half : tile<1x32xf4E2M1FN>, tile<32x1xf4E2M1FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %negzero = constant <f8E4M3FN: [[-0.0]]> : tile<1x1xf8E4M3FN>
    %d3 = mmaf_scaled %a, %b, %c, %negzero, %sb : tile<1x16xf4E2M1FN>, tile<16x1xf4E2M1FN>, tile<1x1xf32>, tile<1x1xf8E4M3FN>, tile<1x1xf8E4M3FN>
    return %d0, %d1, %d2, %d3 : tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>, tile<1x1xf32>
  }

  // Scaled values beyond the f32 range. a = b = 1 (f8E4M3FN), K = 32:
  // #0: sa = sb = 2^127: each product is 2^254, which overflows the f32 accumulator: inf.
  // #1: sa = 2^127, sb = 2^-127: each product is exactly 1: 32.
  // #2: sa = sb = 2^-127: each product is 2^-254, far below half of 2^-149, and c = 1 absorbs
  //     it (as it would 0 from an accumulator without c).
  // #3: the e8m0 NaN encoding 0xFF as a scale gives NaN.
  // RANGE: result #0: tile<1x1xf32> = {{\[}}[inf]]
  // RANGE: result #1: tile<1x1xf32> = {{\[}}[32]]
  // RANGE: result #2: tile<1x2xf32> = {{\[}}[1, 0]]
  // RANGE: result #3: tile<1x1xf32> = {{\[}}[nan]]
  // #4: f8E4M3FN NaN scales (0x7F, and 0xFF despite its sign bit: NaN is not negative) give NaN.
  // RANGE: result #4: tile<1x2xf32> = {{\[}}[nan, nan]]
  testing$func @ranges() -> (tile<1x1xf32>, tile<1x1xf32>, tile<1x2xf32>, tile<1x1xf32>, tile<1x2xf32>) {
    %a = constant <f8E4M3FN: 1.0> : tile<1x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<32x1xf8E4M3FN>
    %z = constant <f32: [[0.0]]> : tile<1x1xf32>
    %big = constant <f8E8M0FNU: [[0xFE]]> : tile<1x1xf8E8M0FNU>
    %small = constant <f8E8M0FNU: [[0x00]]> : tile<1x1xf8E8M0FNU>
    %nan = constant <f8E8M0FNU: [[0xFF]]> : tile<1x1xf8E8M0FNU>
    %d0 = mmaf_scaled %a, %b, %z, %big, %big : tile<1x32xf8E4M3FN>, tile<32x1xf8E4M3FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %d1 = mmaf_scaled %a, %b, %z, %big, %small : tile<1x32xf8E4M3FN>, tile<32x1xf8E4M3FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %b2 = constant <f8E4M3FN: 1.0> : tile<32x2xf8E4M3FN>
    %c2 = constant <f32: [[1.0, 0.0]]> : tile<1x2xf32>
    %sb2 = constant <f8E8M0FNU: [[0x00, 0x00]]> : tile<1x2xf8E8M0FNU>
    %d2 = mmaf_scaled %a, %b2, %c2, %small, %sb2 : tile<1x32xf8E4M3FN>, tile<32x2xf8E4M3FN>, tile<1x2xf32>, tile<1x1xf8E8M0FNU>, tile<1x2xf8E8M0FNU>
    %d3 = mmaf_scaled %a, %b, %z, %nan, %small : tile<1x32xf8E4M3FN>, tile<32x1xf8E4M3FN>, tile<1x1xf32>, tile<1x1xf8E8M0FNU>, tile<1x1xf8E8M0FNU>
    %fa = constant <f4E2M1FN: 1.0> : tile<1x16xf4E2M1FN>
    %fb = constant <f4E2M1FN: 1.0> : tile<16x2xf4E2M1FN>
    %fc = constant <f32: [[0.0, 0.0]]> : tile<1x2xf32>
    %one = constant <f8E4M3FN: [[1.0]]> : tile<1x1xf8E4M3FN>
    %nans = constant <f8E4M3FN: [[0x7F, 0xFF]]> : tile<1x2xf8E4M3FN>
    %d4 = mmaf_scaled %fa, %fb, %fc, %one, %nans : tile<1x16xf4E2M1FN>, tile<16x2xf4E2M1FN>, tile<1x2xf32>, tile<1x1xf8E4M3FN>, tile<1x2xf8E4M3FN>
    return %d0, %d1, %d2, %d3, %d4 : tile<1x1xf32>, tile<1x1xf32>, tile<1x2xf32>, tile<1x1xf32>, tile<1x2xf32>
  }

  // Batch 0 scales by 1, batch 1 by 2·4 (and adds c = -1): 32 and 32·8 - 1 = 255.
  // BATCH: result #0: tile<2x1x1xf32> = {{\[\[}}[32]],
  // BATCH-EMPTY:
  // BATCH-NEXT:  {{\[\[}}255]]]
  testing$func @batched() -> tile<2x1x1xf32> {
    %a = constant <f8E4M3FN: 1.0> : tile<2x1x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<2x32x1xf8E4M3FN>
    %c = constant <f32: [[[0.0]], [[-1.0]]]> : tile<2x1x1xf32>
    %sa = constant <f8E8M0FNU: [[[1.0]], [[2.0]]]> : tile<2x1x1xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: [[[1.0]], [[4.0]]]> : tile<2x1x1xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x1x32xf8E4M3FN>, tile<2x32x1xf8E4M3FN>, tile<2x1x1xf32>, tile<2x1x1xf8E8M0FNU>, tile<2x1x1xf8E8M0FNU>
    return %d : tile<2x1x1xf32>
  }
}
