// A matrix product whose accumulator is a loop's carried tile and whose result goes straight
// to `continue` accumulates in place: the helper's result buffer is the carried buffer, and the
// loop copies nothing per iteration. The runs compare the compiled loops with the interpreter
// for every helper (f32 on each register-block shape: widths that are multiples of 64, of 32,
// and others; f64, the f16 accumulator, mmai, mmaf_scaled, batched, K = 1) and on every
// instruction set of the microkernels.
//
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// DEFINE: %{f32} = --entry f32_loops --arg rand:f32:8x16:1 --arg rand:f32:16x64:2 --arg rand:f32:8x64:3 --arg rand:f32:32x8:4 --arg rand:f32:8x32:5 --arg rand:f32:32x32:6 --arg rand:f32:8x1:7 --arg rand:f32:1x16:8 --arg rand:f32:8x16:9
// RUN: tilec run --compare-interpreter %s %{f32} | FileCheck %s --check-prefix=F32
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s %{f32} | FileCheck %s --check-prefix=F32
// RUN: env TILEC_CPU_MATMUL_ISA=portable tilec run --compare-interpreter %s %{f32} | FileCheck %s --check-prefix=F32
// DEFINE: %{other} = --entry other_loops --arg rand:f64:8x4:1 --arg rand:f64:4x32:2 --arg rand:f64:8x32:3 --arg rand:f16:8x4:4 --arg rand:f16:4x16:5 --arg rand:f16:8x16:6 --arg rand:i8:16x1:7 --arg rand:i8:1x64:8 --arg rand:i32:16x64:9 --arg rand:f32:2x4x8:10 --arg rand:f32:2x8x16:11 --arg rand:f32:2x4x16:12 --arg rand:f8E4M3FN:4x64:13 --arg rand:f8E4M3FN:64x8:14 --arg rand:f32:4x8:15 --arg rand:f32:16x16:16 --arg rand:f32:16x16:17
// RUN: tilec run --compare-interpreter %s %{other} | FileCheck %s --check-prefix=OTHER
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s %{other} | FileCheck %s --check-prefix=OTHER
// RUN: env TILEC_CPU_MATMUL_ISA=portable tilec run --compare-interpreter %s %{other} | FileCheck %s --check-prefix=OTHER
// RUN: tilec run --compare-interpreter %s --entry rescaled_loops --arg rand:f32:16x16:1 --arg rand:f32:16x16:2 --arg rand:f32:16x16:3 --arg rand:f32:16x16:4 | FileCheck %s --check-prefix=RESCALED

cuda_tile.module @m {
  // The accumulator rescaled before the product (flash attention's acc * alpha): the rescale
  // writes the carried buffer, the product updates it in place, the back edge copies nothing.
  // Not where the carried tile is read after the rescale (here as the product's left operand):
  // then the rescale has a buffer of its own, and so does the product.
  // CHECK-LABEL: func.func @rescaled_loops
  // CHECK: arith.mulf
  // CHECK: call @tilec_rt_mmaf_f32
  // CHECK-NEXT: cf.br
  // CHECK: arith.mulf
  // CHECK: call @tilec_rt_mmaf_f32
  // CHECK-NEXT: memref.copy
  // RESCALED: result #1: tile<16x16xf32>
  testing$func @rescaled_loops(%a: tile<16x16xf32>, %b: tile<16x16xf32>, %c: tile<16x16xf32>,
                               %x: tile<16x16xf32>) -> (tile<16x16xf32>, tile<16x16xf32>) {
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 3> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r0 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c) -> (tile<16x16xf32>) {
      %t = mulf %s, %x : tile<16x16xf32>
      %n = mmaf %a, %b, %t : tile<16x16xf32>, tile<16x16xf32>, tile<16x16xf32>
      continue %n : tile<16x16xf32>
    }
    %r1 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c) -> (tile<16x16xf32>) {
      %t = mulf %s, %x : tile<16x16xf32>
      %n = mmaf %s, %b, %t : tile<16x16xf32>, tile<16x16xf32>, tile<16x16xf32>
      continue %n : tile<16x16xf32>
    }
    return %r0, %r1 : tile<16x16xf32>, tile<16x16xf32>
  }

  // The product writes the carried buffer (the loop's block argument's buffer) and the back
  // edge follows with no copy.
  // CHECK-LABEL: func.func @f32_loops
  // CHECK: call @tilec_rt_mmaf_f32
  // CHECK-NEXT: cf.br
  // CHECK: call @tilec_rt_mmaf_f32
  // CHECK-NEXT: cf.br
  // CHECK: call @tilec_rt_mmaf_f32
  // CHECK-NEXT: cf.br
  // F32: result #2: tile<8x16xf32>
  testing$func @f32_loops(%a0: tile<8x16xf32>, %b0: tile<16x64xf32>, %c0: tile<8x64xf32>,
                          %a1: tile<32x8xf32>, %b1: tile<8x32xf32>, %c1: tile<32x32xf32>,
                          %a2: tile<8x1xf32>, %b2: tile<1x16xf32>, %c2: tile<8x16xf32>)
      -> (tile<8x64xf32>, tile<32x32xf32>, tile<8x16xf32>) {
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 3> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r0 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c0) -> (tile<8x64xf32>) {
      %n = mmaf %a0, %b0, %s : tile<8x16xf32>, tile<16x64xf32>, tile<8x64xf32>
      continue %n : tile<8x64xf32>
    }
    %r1 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c1) -> (tile<32x32xf32>) {
      %n = mmaf %a1, %b1, %s : tile<32x8xf32>, tile<8x32xf32>, tile<32x32xf32>
      continue %n : tile<32x32xf32>
    }
    %r2 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c2) -> (tile<8x16xf32>) {
      %n = mmaf %a2, %b2, %s : tile<8x1xf32>, tile<1x16xf32>, tile<8x16xf32>
      continue %n : tile<8x16xf32>
    }
    return %r0, %r1, %r2 : tile<8x64xf32>, tile<32x32xf32>, tile<8x16xf32>
  }

  // The carried tile is also the left operand of the last product, which must not write it in
  // place: it gets a result buffer of its own that the back edge copies.
  // CHECK-LABEL: func.func @other_loops
  // CHECK: call @tilec_rt_mmaf_f64
  // CHECK-NEXT: cf.br
  // CHECK: call @tilec_rt_mmaf_f16
  // CHECK-NEXT: cf.br
  // CHECK: call @tilec_rt_mmai
  // CHECK-NEXT: cf.br
  // CHECK: call @tilec_rt_mmaf_f32
  // CHECK-NEXT: cf.br
  // CHECK: call @tilec_rt_mmaf_scaled
  // CHECK-NEXT: cf.br
  // CHECK: call @tilec_rt_mmaf_f32
  // CHECK-NEXT: memref.copy
  // OTHER: result #5: tile<16x16xf32>
  testing$func @other_loops(%a0: tile<8x4xf64>, %b0: tile<4x32xf64>, %c0: tile<8x32xf64>,
                            %a1: tile<8x4xf16>, %b1: tile<4x16xf16>, %c1: tile<8x16xf16>,
                            %a2: tile<16x1xi8>, %b2: tile<1x64xi8>, %c2: tile<16x64xi32>,
                            %a3: tile<2x4x8xf32>, %b3: tile<2x8x16xf32>, %c3: tile<2x4x16xf32>,
                            %a4: tile<4x64xf8E4M3FN>, %b4: tile<64x8xf8E4M3FN>, %c4: tile<4x8xf32>,
                            %b5: tile<16x16xf32>, %c5: tile<16x16xf32>)
      -> (tile<8x32xf64>, tile<8x16xf16>, tile<16x64xi32>, tile<2x4x16xf32>, tile<4x8xf32>,
          tile<16x16xf32>) {
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 3> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r0 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c0) -> (tile<8x32xf64>) {
      %n = mmaf %a0, %b0, %s : tile<8x4xf64>, tile<4x32xf64>, tile<8x32xf64>
      continue %n : tile<8x32xf64>
    }
    %r1 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c1) -> (tile<8x16xf16>) {
      %n = mmaf %a1, %b1, %s : tile<8x4xf16>, tile<4x16xf16>, tile<8x16xf16>
      continue %n : tile<8x16xf16>
    }
    %r2 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c2) -> (tile<16x64xi32>) {
      %n = mmai %a2, %b2, %s signed unsigned : tile<16x1xi8>, tile<1x64xi8>, tile<16x64xi32>
      continue %n : tile<16x64xi32>
    }
    %r3 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c3) -> (tile<2x4x16xf32>) {
      %n = mmaf %a3, %b3, %s : tile<2x4x8xf32>, tile<2x8x16xf32>, tile<2x4x16xf32>
      continue %n : tile<2x4x16xf32>
    }
    %sa = constant <f8E8M0FNU: [[1.0, 0.5], [4.0, 0.25], [1.0, 2.0], [0.5, 8.0]]> : tile<4x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 2.0> : tile<2x8xf8E8M0FNU>
    %r4 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c4) -> (tile<4x8xf32>) {
      %n = mmaf_scaled %a4, %b4, %s, %sa, %sb
          : tile<4x64xf8E4M3FN>, tile<64x8xf8E4M3FN>, tile<4x8xf32>, tile<4x2xf8E8M0FNU>,
            tile<2x8xf8E8M0FNU>
      continue %n : tile<4x8xf32>
    }
    %r5 = for %i in (%lo to %hi, step %one) : tile<i32> iter_values(%s = %c5) -> (tile<16x16xf32>) {
      %n = mmaf %s, %b5, %s : tile<16x16xf32>, tile<16x16xf32>, tile<16x16xf32>
      continue %n : tile<16x16xf32>
    }
    return %r0, %r1, %r2, %r3, %r4, %r5
        : tile<8x32xf64>, tile<8x16xf16>, tile<16x64xi32>, tile<2x4x16xf32>, tile<4x8xf32>,
          tile<16x16xf32>
  }
}
