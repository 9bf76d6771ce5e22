// exp rounding<approx> on f32 is tilec's own f32 approximation (tilec/Numeric/ApproximateExp.h):
// compiled inline into the elementwise loop (fused multiply-adds, no call of the accurate
// helper) and checked against the interpreter (lit's compare mode), which evaluates the same
// steps in scalar code: operands over the whole range with the saturation thresholds and
// subnormal results, special values by hand (NaN payloads through a bitcast), a rank-0 tile,
// and an exp fused with the subtraction before it as in softmax.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=CPU
// RUN: tilec run %s --entry spread --arg rand:f32:4096:7 | FileCheck %s --check-prefix=SPREAD
// RUN: tilec run %s --entry specials | FileCheck %s --check-prefix=SPECIALS

// CPU-LABEL: func.func @spread(
// CPU-NOT: call @tilec_rt_float_exp
// CPU-COUNT-8: llvm.intr.fma
// CPU: arith.cmpf uno
// CPU-LABEL: func.func @specials(
// CPU-NOT: call @tilec_rt_float_exp
// CPU-LABEL: func.func @accurate(
// CPU: call @tilec_rt_float_exp(
cuda_tile.module @m {
  // rand is uniform in [-1, 1); a in [-110, 100) covers overflow, subnormal results and the
  // underflow to zero; b = a / 64 the neighbourhood of 0 (every reduced argument).
  testing$func @spread(%x: tile<4096xf32>) -> (tile<4096xf32>, tile<4096xf32>) {
    %scale = constant <f32: 105.0> : tile<4096xf32>
    %shift = constant <f32: 5.0> : tile<4096xf32>
    %wide = mulf %x, %scale : tile<4096xf32>
    %a = subf %wide, %shift : tile<4096xf32>
    %e = exp %a rounding<approx> : tile<4096xf32>
    %small = constant <f32: 0.015625> : tile<4096xf32>
    %b = mulf %a, %small : tile<4096xf32>
    %eb = exp %b rounding<approx> : tile<4096xf32>
    return %e, %eb : tile<4096xf32>, tile<4096xf32>
  }

  // NaN (two payloads, one signalling), infinities, zeros, the least subnormal, the f32
  // extremes, the operands around the overflow (88.7228) and underflow (-103.972) thresholds,
  // 1, -1, 3, -100 (a subnormal result: e^-100 is 26.55 times 2^-149, so 27 of them) and -104
  // (the clamp). NaNs keep sign and payload (0xFFC00123 is -4194013) and become quiet.
  testing$func @specials() -> (tile<16xf32>, tile<16xi32>, tile<f32>) {
    %x = constant <f32: [0x7FC00000, 0x7F800000, 0xFF800000, 0x00000000, 0x80000000, 0x00000001, 0x7F7FFFFF, 0xFF7FFFFF, 0x42B17218, 0x42B17217, 0xC2CFF1B5, 0x3F800000, 0xBF800000, 0x40400000, 0xC2C80000, 0xC2D00000]> : tile<16xf32>
    %e = exp %x rounding<approx> : tile<16xf32>
    %nans = constant <f32: [0xFFC00123, 0x7F800001, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tile<16xf32>
    %en = exp %nans rounding<approx> : tile<16xf32>
    %bits = bitcast %en : tile<16xf32> -> tile<16xi32>
    %s = constant <f32: 1.0> : tile<f32>
    %es = exp %s rounding<approx> : tile<f32>
    return %e, %bits, %es : tile<16xf32>, tile<16xi32>, tile<f32>
  }

  // Without approx: the accurate helper.
  testing$func @accurate(%x: tile<16xf32>) -> tile<16xf32> {
    %e = exp %x : tile<16xf32>
    return %e : tile<16xf32>
  }
}

// SPREAD-NOT: differ
// SPREAD: result #0: tile<4096xf32>
// SPREAD: result #1: tile<4096xf32>
// SPECIALS-NOT: differ
// SPECIALS: result #0: tile<16xf32> = [nan, inf, 0, 1, 1, 1, inf, 0, inf, 3.4027985e+38, 0, 2.7182817, 0.36787945, 20.085537, 3.8e-44, 0]
// SPECIALS-NEXT: result #1: tile<16xi32> = [-4194013, 2143289345, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216]
// SPECIALS-NEXT: result #2: tile<f32> = 2.7182817
