// exp and exp2 of ranked f32/f16/bf16 tiles call the vectorized helpers of VectorMath.cpp once
// per tile (tilec_rt_float_exp/exp2); rank-0 operands keep the scalar helper. The runs compare
// the compiled results with the interpreter's (lit's compare mode) on operands spread over the
// whole range of each function, its saturation thresholds and its subnormal results, with and
// without flush_to_zero (f32 only), f32 in tiles of
// several of the helpers' 512-element blocks.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=CPU
// RUN: tilec run %s --entry f32 --arg rand:f32:4096:1 | FileCheck %s --check-prefix=F32
// RUN: tilec run %s --entry half --arg rand:f32:512:2 | FileCheck %s --check-prefix=HALF
// RUN: tilec run %s --entry specials | FileCheck %s --check-prefix=SPECIALS

// CPU-LABEL: func.func @f32(
// CPU: call @tilec_rt_float_exp(
// CPU: call @tilec_rt_float_exp2(
// CPU-LABEL: func.func @specials(
// CPU: call @tilec_rt_float_exp_scalar(
cuda_tile.module @m {
  // rand is uniform in [-1, 1); a in [-110, 100): exp covers overflow, subnormal results and
  // the underflow to zero.
  testing$func @f32(%x: tile<4096xf32>) -> (tile<4096xf32>, tile<4096xf32>, tile<4096xf32>, tile<4096xf32>) {
    %scale = constant <f32: 105.0> : tile<4096xf32>
    %shift = constant <f32: 5.0> : tile<4096xf32>
    %wide = mulf %x, %scale : tile<4096xf32>
    %a = subf %wide, %shift : tile<4096xf32>
    %e = exp %a : tile<4096xf32>
    %e2f = exp2 %a flush_to_zero : tile<4096xf32>
    // 1.5·a in [-165, 150): exp2's thresholds and subnormal range.
    %k = constant <f32: 1.5> : tile<4096xf32>
    %b = mulf %a, %k : tile<4096xf32>
    %e2 = exp2 %b : tile<4096xf32>
    %e2b = exp2 %b flush_to_zero : tile<4096xf32>
    return %e, %e2f, %e2, %e2b : tile<4096xf32>, tile<4096xf32>, tile<4096xf32>, tile<4096xf32>
  }

  testing$func @half(%x: tile<512xf32>) -> (tile<512xf16>, tile<512xf16>, tile<512xbf16>, tile<512xbf16>, tile<512xbf16>) {
    %scale = constant <f32: 20.0> : tile<512xf32>
    %shift = constant <f32: 5.0> : tile<512xf32>
    %wide = mulf %x, %scale : tile<512xf32>
    %a = subf %wide, %shift : tile<512xf32>
    %h = ftof %a : tile<512xf32> -> tile<512xf16>
    %eh = exp %h : tile<512xf16>
    %e2h = exp2 %h : tile<512xf16>
    %big = constant <f32: 6.0> : tile<512xf32>
    %c = mulf %a, %big : tile<512xf32>
    %bf = ftof %c : tile<512xf32> -> tile<512xbf16>
    %eb = exp %bf : tile<512xbf16>
    %e2b = exp2 %bf : tile<512xbf16>
    %nbf = negf %bf : tile<512xbf16>
    %e2bf = exp2 %nbf : tile<512xbf16>
    return %eh, %e2h, %eb, %e2b, %e2bf : tile<512xf16>, tile<512xf16>, tile<512xbf16>, tile<512xbf16>, tile<512xbf16>
  }

  // NaN, infinities, zeros, a subnormal, the f32 extremes, the operands around exp's overflow
  // (88.7228) and underflow (-103.972) thresholds, exp2 at 128 (overflow), -150 (a tie between
  // 0 and the least subnormal) and -149, and an exact power of two.
  testing$func @specials() -> (tile<16xf32>, tile<16xf32>, tile<f32>) {
    %x = constant <f32: [0x7FC00000, 0x7F800000, 0xFF800000, 0x00000000, 0x80000000, 0x00000001, 0x7F7FFFFF, 0xFF7FFFFF, 0x42B17218, 0x42B17217, 0xC2CFF1B5, 0xC2CFF1B4, 0x43000000, 0xC3160000, 0xC3150000, 0x40400000]> : tile<16xf32>
    %e = exp %x : tile<16xf32>
    %e2 = exp2 %x : tile<16xf32>
    %s = constant <f32: 1.0> : tile<f32>
    %es = exp %s : tile<f32>
    return %e, %e2, %es : tile<16xf32>, tile<16xf32>, tile<f32>
  }
}

// F32-NOT: differ
// F32: result #0: tile<4096xf32>
// HALF-NOT: differ
// HALF: result #4: tile<512xbf16>
// SPECIALS-NOT: differ
// SPECIALS: result #0: tile<16xf32> = [nan, inf, 0, 1, 1, 1, inf, 0, inf, 3.4027985e+38, 0, 1e-45, inf, 0, 0, 20.085537]
// SPECIALS-NEXT: result #1: tile<16xf32> = [nan, inf, 0, 1, 1, 1, inf, 0, 5.107824e+26, 5.107797e+26, 5.026712e-32, 5.026738e-32, inf, 0, 1e-45, 8]
// SPECIALS-NEXT: result #2: tile<f32> = 2.7182817
