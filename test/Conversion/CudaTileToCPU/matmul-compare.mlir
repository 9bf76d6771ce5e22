// Compiled mmaf, mmai and mmaf_scaled against the interpreter (--compare-interpreter fails on the
// first differing element) for every supported type combination, on shapes whose M and N are
// not multiples of the microkernels' register blocks (AVX-512: 8 rows × 48 f32 / 24 f64 / 48
// i32 columns; AVX2: 6 rows × 16 / 8 / 16): row tails, column tails, partial vectors and, for
// mmai with K = 1, the zero-padded k pair all run. Each case runs on the AVX-512, AVX2 and
// portable kernels (TILEC_CPU_MATMUL_ISA; a set this CPU lacks falls back to a narrower one).
//
// DEFINE: %{f32} = --entry f32_acc --arg rand:f32:4x8:1 --arg rand:f32:8x64:2 --arg rand:f32:4x64:3 --arg rand:f32:16x32:4 --arg rand:f32:32x8:5 --arg rand:f32:16x8:6 --arg rand:f32:8x1:7 --arg rand:f32:1x2:8 --arg rand:f32:8x2:9 --arg rand:f32:32x64:10 --arg rand:f32:64x128:11 --arg rand:f32:32x128:12
// RUN: tilec run --compare-interpreter %s %{f32} | FileCheck %s --check-prefix=F32
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s %{f32} | FileCheck %s --check-prefix=F32
// RUN: env TILEC_CPU_MATMUL_ISA=portable tilec run --compare-interpreter %s %{f32} | FileCheck %s --check-prefix=F32
//
// DEFINE: %{narrow} = --entry narrow_inputs --arg rand:f16:16x32:1 --arg rand:f16:32x64:2 --arg rand:bf16:16x32:3 --arg rand:bf16:32x64:4 --arg rand:tf32:16x32:5 --arg rand:tf32:32x64:6 --arg rand:f8E4M3FN:16x32:7 --arg rand:f8E4M3FN:32x64:8 --arg rand:f8E5M2:16x32:9 --arg rand:f8E5M2:32x64:10 --arg rand:f32:16x64:11
// RUN: tilec run --compare-interpreter %s %{narrow} | FileCheck %s --check-prefix=NARROW
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s %{narrow} | FileCheck %s --check-prefix=NARROW
// RUN: env TILEC_CPU_MATMUL_ISA=portable tilec run --compare-interpreter %s %{narrow} | FileCheck %s --check-prefix=NARROW
//
// RUN: tilec run --compare-interpreter %s --entry f16_acc --arg rand:f16:8x32:1 --arg rand:f16:32x16:2 --arg rand:f16:8x16:3 --arg rand:f8E4M3FN:8x32:4 --arg rand:f8E4M3FN:32x16:5 --arg rand:f8E5M2:8x32:6 --arg rand:f8E5M2:32x16:7 | FileCheck %s --check-prefix=F16
//
// DEFINE: %{f64} = --entry f64_acc --arg rand:f64:4x8:1 --arg rand:f64:8x32:2 --arg rand:f64:4x32:3 --arg rand:f64:16x4:4 --arg rand:f64:4x2:5 --arg rand:f64:16x2:6
// RUN: tilec run --compare-interpreter %s %{f64} | FileCheck %s --check-prefix=F64
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s %{f64} | FileCheck %s --check-prefix=F64
// RUN: env TILEC_CPU_MATMUL_ISA=portable tilec run --compare-interpreter %s %{f64} | FileCheck %s --check-prefix=F64
//
// RUN: tilec run --compare-interpreter %s --entry batched --arg rand:f32:2x4x8:1 --arg rand:f32:2x8x16:2 --arg rand:f32:2x4x16:3 --arg rand:f16:2x4x8:4 --arg rand:f16:2x8x16:5 --arg rand:f16:2x4x16:6 | FileCheck %s --check-prefix=BATCH
//
// mmai: iota i8 tiles wrap through every byte value, so each signedness sees negative and
// large unsigned operands.
// DEFINE: %{int} = --entry integer --arg iota:i8:8x8 --arg iota:i8:8x64 --arg rand:i32:8x64:1 --arg iota:i8:4x1 --arg rand:i8:1x4:2 --arg rand:i32:4x4:3 --arg rand:i8:2x16x32:4 --arg iota:i8:2x32x32 --arg iota:i32:2x16x32
// RUN: tilec run --compare-interpreter %s %{int} | FileCheck %s --check-prefix=INT
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s %{int} | FileCheck %s --check-prefix=INT
// RUN: env TILEC_CPU_MATMUL_ISA=portable tilec run --compare-interpreter %s %{int} | FileCheck %s --check-prefix=INT
//
// RUN: tilec run --compare-interpreter %s --entry scaled --arg rand:f8E4M3FN:4x64:1 --arg rand:f8E4M3FN:64x8:2 --arg rand:f32:4x8:3 --arg rand:f4E2M1FN:4x64:4 --arg rand:f4E2M1FN:64x8:5 | FileCheck %s --check-prefix=SCALED
// RUN: tilec run --compare-interpreter %s --entry constants | FileCheck %s --check-prefix=CONST

cuda_tile.module @m {
  // F32: result #3: tile<32x128xf32>
  testing$func @f32_acc(%a0: tile<4x8xf32>, %b0: tile<8x64xf32>, %c0: tile<4x64xf32>,
                        %a1: tile<16x32xf32>, %b1: tile<32x8xf32>, %c1: tile<16x8xf32>,
                        %a2: tile<8x1xf32>, %b2: tile<1x2xf32>, %c2: tile<8x2xf32>,
                        %a3: tile<32x64xf32>, %b3: tile<64x128xf32>, %c3: tile<32x128xf32>)
      -> (tile<4x64xf32>, tile<16x8xf32>, tile<8x2xf32>, tile<32x128xf32>) {
    %d0 = mmaf %a0, %b0, %c0 : tile<4x8xf32>, tile<8x64xf32>, tile<4x64xf32>
    %d1 = mmaf %a1, %b1, %c1 : tile<16x32xf32>, tile<32x8xf32>, tile<16x8xf32>
    %d2 = mmaf %a2, %b2, %c2 : tile<8x1xf32>, tile<1x2xf32>, tile<8x2xf32>
    %d3 = mmaf %a3, %b3, %c3 : tile<32x64xf32>, tile<64x128xf32>, tile<32x128xf32>
    return %d0, %d1, %d2, %d3 : tile<4x64xf32>, tile<16x8xf32>, tile<8x2xf32>, tile<32x128xf32>
  }

  // NARROW: result #4: tile<16x64xf32>
  testing$func @narrow_inputs(%a0: tile<16x32xf16>, %b0: tile<32x64xf16>,
                              %a1: tile<16x32xbf16>, %b1: tile<32x64xbf16>,
                              %a2: tile<16x32xtf32>, %b2: tile<32x64xtf32>,
                              %a3: tile<16x32xf8E4M3FN>, %b3: tile<32x64xf8E4M3FN>,
                              %a4: tile<16x32xf8E5M2>, %b4: tile<32x64xf8E5M2>,
                              %c: tile<16x64xf32>)
      -> (tile<16x64xf32>, tile<16x64xf32>, tile<16x64xf32>, tile<16x64xf32>, tile<16x64xf32>) {
    %d0 = mmaf %a0, %b0, %c : tile<16x32xf16>, tile<32x64xf16>, tile<16x64xf32>
    %d1 = mmaf %a1, %b1, %c : tile<16x32xbf16>, tile<32x64xbf16>, tile<16x64xf32>
    %d2 = mmaf %a2, %b2, %c : tile<16x32xtf32>, tile<32x64xtf32>, tile<16x64xf32>
    %d3 = mmaf %a3, %b3, %c fast_acc
        : tile<16x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<16x64xf32>
    %d4 = mmaf %a4, %b4, %c : tile<16x32xf8E5M2>, tile<32x64xf8E5M2>, tile<16x64xf32>
    return %d0, %d1, %d2, %d3, %d4
        : tile<16x64xf32>, tile<16x64xf32>, tile<16x64xf32>, tile<16x64xf32>, tile<16x64xf32>
  }

  // f16 accumulators round every step to f16 (round-to-odd, then nearest).
  // F16: result #2: tile<8x16xf16>
  testing$func @f16_acc(%a0: tile<8x32xf16>, %b0: tile<32x16xf16>, %c: tile<8x16xf16>,
                        %a1: tile<8x32xf8E4M3FN>, %b1: tile<32x16xf8E4M3FN>,
                        %a2: tile<8x32xf8E5M2>, %b2: tile<32x16xf8E5M2>)
      -> (tile<8x16xf16>, tile<8x16xf16>, tile<8x16xf16>) {
    %d0 = mmaf %a0, %b0, %c : tile<8x32xf16>, tile<32x16xf16>, tile<8x16xf16>
    %d1 = mmaf %a1, %b1, %c : tile<8x32xf8E4M3FN>, tile<32x16xf8E4M3FN>, tile<8x16xf16>
    %d2 = mmaf %a2, %b2, %c : tile<8x32xf8E5M2>, tile<32x16xf8E5M2>, tile<8x16xf16>
    return %d0, %d1, %d2 : tile<8x16xf16>, tile<8x16xf16>, tile<8x16xf16>
  }

  // F64: result #1: tile<16x2xf64>
  testing$func @f64_acc(%a0: tile<4x8xf64>, %b0: tile<8x32xf64>, %c0: tile<4x32xf64>,
                        %a1: tile<16x4xf64>, %b1: tile<4x2xf64>, %c1: tile<16x2xf64>)
      -> (tile<4x32xf64>, tile<16x2xf64>) {
    %d0 = mmaf %a0, %b0, %c0 : tile<4x8xf64>, tile<8x32xf64>, tile<4x32xf64>
    %d1 = mmaf %a1, %b1, %c1 : tile<16x4xf64>, tile<4x2xf64>, tile<16x2xf64>
    return %d0, %d1 : tile<4x32xf64>, tile<16x2xf64>
  }

  // BATCH: result #1: tile<2x4x16xf16>
  testing$func @batched(%a0: tile<2x4x8xf32>, %b0: tile<2x8x16xf32>, %c0: tile<2x4x16xf32>,
                        %a1: tile<2x4x8xf16>, %b1: tile<2x8x16xf16>, %c1: tile<2x4x16xf16>)
      -> (tile<2x4x16xf32>, tile<2x4x16xf16>) {
    %d0 = mmaf %a0, %b0, %c0 : tile<2x4x8xf32>, tile<2x8x16xf32>, tile<2x4x16xf32>
    %d1 = mmaf %a1, %b1, %c1 : tile<2x4x8xf16>, tile<2x8x16xf16>, tile<2x4x16xf16>
    return %d0, %d1 : tile<2x4x16xf32>, tile<2x4x16xf16>
  }

  // INT: result #5: tile<2x16x32xi32>
  testing$func @integer(%a: tile<8x8xi8>, %b: tile<8x64xi8>, %c: tile<8x64xi32>,
                        %a1: tile<4x1xi8>, %b1: tile<1x4xi8>, %c1: tile<4x4xi32>,
                        %a2: tile<2x16x32xi8>, %b2: tile<2x32x32xi8>, %c2: tile<2x16x32xi32>)
      -> (tile<8x64xi32>, tile<8x64xi32>, tile<8x64xi32>, tile<8x64xi32>, tile<4x4xi32>,
          tile<2x16x32xi32>) {
    %ss = mmai %a, %b, %c signed signed : tile<8x8xi8>, tile<8x64xi8>, tile<8x64xi32>
    %su = mmai %a, %b, %c signed unsigned : tile<8x8xi8>, tile<8x64xi8>, tile<8x64xi32>
    %us = mmai %a, %b, %c unsigned signed : tile<8x8xi8>, tile<8x64xi8>, tile<8x64xi32>
    %uu = mmai %a, %b, %c unsigned unsigned : tile<8x8xi8>, tile<8x64xi8>, tile<8x64xi32>
    %k1 = mmai %a1, %b1, %c1 unsigned signed : tile<4x1xi8>, tile<1x4xi8>, tile<4x4xi32>
    %bt = mmai %a2, %b2, %c2 signed unsigned
        : tile<2x16x32xi8>, tile<2x32x32xi8>, tile<2x16x32xi32>
    return %ss, %su, %us, %uu, %k1, %bt
        : tile<8x64xi32>, tile<8x64xi32>, tile<8x64xi32>, tile<8x64xi32>, tile<4x4xi32>,
          tile<2x16x32xi32>
  }

  // Scales mixing large, tiny and negative (undefined → NaN) values.
  // SCALED: result #2: tile<4x8xf32>
  testing$func @scaled(%a: tile<4x64xf8E4M3FN>, %b: tile<64x8xf8E4M3FN>, %c: tile<4x8xf32>,
                       %a4: tile<4x64xf4E2M1FN>, %b4: tile<64x8xf4E2M1FN>)
      -> (tile<4x8xf32>, tile<4x8xf32>, tile<4x8xf32>) {
    %sa = constant <f8E8M0FNU: [[1.0, 0.5], [1.0e30, 1.0e-30], [4.0, 0.25], [1.0e-38, 1.0e38]]>
        : tile<4x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: [[1.0e20, 2.0, 1.0, 8.0, 1.0e-35, 1.0, 1.0, 0.125],
                                [1.0e20, 0.5, 1.0, 2.0, 1.0, 1.0e-20, 4.0, 1.0]]>
        : tile<2x8xf8E8M0FNU>
    %d0 = mmaf_scaled %a, %b, %c, %sa, %sb
        : tile<4x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<4x8xf32>, tile<4x2xf8E8M0FNU>,
          tile<2x8xf8E8M0FNU>
    %d1 = mmaf_scaled %a4, %b4, %c, %sa, %sb
        : tile<4x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<4x8xf32>, tile<4x2xf8E8M0FNU>,
          tile<2x8xf8E8M0FNU>
    %sa4 = constant <f8E4M3FN: [[1.0, 0.5, 2.0, 448.0], [0.125, -1.0, 1.0, 1.0],
                                [0.0, 3.0, 1.5, 0.25], [1.0, 1.0, 1.0, 1.0]]> : tile<4x4xf8E4M3FN>
    %sb4 = constant <f8E4M3FN: [[1.0, 2.0, 3.0, 4.0, -0.0, 1.0, 1.0, 1.0],
                                [1.0, 1.0, -2.0, 1.0, 0.5, 1.0, 1.0, 1.0],
                                [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.25, 1.0],
                                [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]]>
        : tile<4x8xf8E4M3FN>
    %d2 = mmaf_scaled %a4, %b4, %c, %sa4, %sb4
        : tile<4x64xf4E2M1FN>, tile<64x8xf4E2M1FN>, tile<4x8xf32>, tile<4x4xf8E4M3FN>,
          tile<4x8xf8E4M3FN>
    return %d0, %d1, %d2 : tile<4x8xf32>, tile<4x8xf32>, tile<4x8xf32>
  }

  // Operands from constants; the f16 sum rounds at every step: 2048 + 1 stays 2048 (a tie to
  // even), so d = 2048 + 1 + 1 + 1 = 2048 in k order although the exact sum is 2051.
  // #2 needs a single rounding of c + a·b: -1802·6 + 0x1.b4p-12 = -10811.9996 is just above
  // the tie -10812 between the f16 neighbours -10808 and -10816, so it rounds to -10808; an f32
  // FMA would round to -10812 first and then, as a tie, to the even -10816.
  // CONST:      result #0: tile<2x2xf16> = {{\[}}[2048, 2048],
  // CONST-NEXT: [2048, 2048]]
  // CONST-NEXT: result #1: tile<2x2xf32> = {{\[}}[2051, 2051],
  // CONST-NEXT: [2051, 2051]]
  // CONST-NEXT: result #2: tile<1x1xf16> = {{\[}}[-10808]]
  testing$func @constants() -> (tile<2x2xf16>, tile<2x2xf32>, tile<1x1xf16>) {
    %a = constant <f16: [[2048.0, 1.0, 1.0, 1.0], [2048.0, 1.0, 1.0, 1.0]]> : tile<2x4xf16>
    %b = constant <f16: 1.0> : tile<4x2xf16>
    %c16 = constant <f16: 0.0> : tile<2x2xf16>
    %c32 = constant <f32: 0.0> : tile<2x2xf32>
    %d16 = mmaf %a, %b, %c16 : tile<2x4xf16>, tile<4x2xf16>, tile<2x2xf16>
    %d32 = mmaf %a, %b, %c32 : tile<2x4xf16>, tile<4x2xf16>, tile<2x2xf32>
    %x = constant <f16: -1802.0> : tile<1x1xf16>
    %y = constant <f16: 6.0> : tile<1x1xf16>
    %z = constant <f16: 4.15802001953125e-4> : tile<1x1xf16>
    %single = mmaf %x, %y, %z : tile<1x1xf16>, tile<1x1xf16>, tile<1x1xf16>
    return %d16, %d32, %single : tile<2x2xf16>, tile<2x2xf32>, tile<1x1xf16>
  }
}
