// The Float family in the CPU lowering: nearest_even arithmetic is inline arith code in an
// scf.for (f16/bf16 through f32, flush_to_zero with integer masks), directed rounding modes and
// libm math functions call runtime helpers once per tile (or once per rank-0 element).
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=CPU
// The runs pass their operands as arguments, so that LLVM cannot fold the computation away;
// the values are the interpreter's, and compare mode checks that both executors agree.
// RUN: tilec run %s --entry fma_ties --arg 5 --arg 53 --arg 7.888609052210118e-31 --arg 3 --arg 683 --arg 5.9604645e-08 | FileCheck %s --check-prefix=FMA
// RUN: tilec run %s --entry scalars --arg 1 --arg 0.00048828125 --arg 1e30 --arg 1e-40 | FileCheck %s --check-prefix=SCALAR
// RUN: tilec run %s --entry bf16_narrowing --arg 3e38 --arg 1e-39 --arg 1 | FileCheck %s --check-prefix=BF16

// CPU-LABEL: func.func @add_f32(
// CPU: scf.for
// CPU: arith.addf %{{.*}}, %{{.*}} : f32
// CPU-NEXT: memref.store
cuda_tile.module @m {
  testing$func @add_f32(%a: tile<8xf32>, %b: tile<8xf32>) -> (tile<8xf32>) {
    %r = addf %a, %b : tile<8xf32>
    return %r : tile<8xf32>
  }

  // flush_to_zero masks the exponent field of the operands and of the result.
  // CPU-LABEL: func.func @mul_ftz(
  // CPU: scf.for
  // CPU: arith.andi %{{.*}}, %c2139095040_i32
  // CPU: arith.mulf %{{.*}}, %{{.*}} : f32
  // CPU: arith.select
  testing$func @mul_ftz(%a: tile<8xf32>, %b: tile<8xf32>) -> (tile<8xf32>) {
    %r = mulf %a, %b flush_to_zero : tile<8xf32>
    return %r : tile<8xf32>
  }

  // bf16 widens by a shift and narrows by integer rounding (no library call on any CPU).
  // CPU-LABEL: func.func @sub_bf16(
  // CPU: scf.for
  // CPU: arith.shli
  // CPU: arith.subf %{{.*}}, %{{.*}} : f32
  // CPU: arith.shrui
  // CPU: arith.trunci %{{.*}} : i32 to i16
  testing$func @sub_bf16(%a: tile<8xbf16>, %b: tile<8xbf16>) -> (tile<8xbf16>) {
    %r = subf %a, %b : tile<8xbf16>
    return %r : tile<8xbf16>
  }

  // CPU-LABEL: func.func @div_f16(
  // CPU: arith.extf %{{.*}} : f16 to f32
  // CPU: arith.divf %{{.*}}, %{{.*}} : f32
  // CPU: arith.truncf %{{.*}} : f32 to f16
  testing$func @div_f16(%a: tile<8xf16>, %b: tile<8xf16>) -> (tile<8xf16>) {
    %r = divf %a, %b : tile<8xf16>
    return %r : tile<8xf16>
  }

  // Directed rounding: one helper call per tile, or per rank-0 element.
  // CPU-LABEL: func.func @directed(
  // CPU: call @tilec_rt_float_addf({{.*}}) : (i64, i32, i32, i32, i64, i64, i64, i64, i64) -> ()
  // CPU: call @tilec_rt_float_fma_scalar({{.*}}) : (i64, i32, i32, i32, i64, i64, i64) -> i64
  testing$func @directed(%a: tile<8xf32>, %b: tile<8xf32>, %x: tile<f16>) -> (tile<8xf32>, tile<f16>) {
    %r = addf %a, %b rounding<zero> : tile<8xf32>
    %s = fma %x, %x, %x rounding<positive_inf> : tile<f16>
    return %r, %s : tile<8xf32>, tile<f16>
  }

  // f16/bf16 fma: the f64 product is exact, the sum and the narrowing to f32 round to odd.
  // CPU-LABEL: func.func @fma_bf16(
  // CPU: arith.mulf %{{.*}}, %{{.*}} : f64
  // CPU: arith.addf %{{.*}}, %{{.*}} : f64
  // CPU: arith.truncf %{{.*}} : f64 to f32
  // CPU-LABEL: func.func @fma_f32(
  // CPU: llvm.intr.fma
  testing$func @fma_bf16(%a: tile<8xbf16>, %b: tile<8xbf16>, %c: tile<8xbf16>) -> (tile<8xbf16>) {
    %r = fma %a, %b, %c : tile<8xbf16>
    return %r : tile<8xbf16>
  }
  testing$func @fma_f32(%a: tile<8xf32>, %b: tile<8xf32>, %c: tile<8xf32>) -> (tile<8xf32>) {
    %r = fma %a, %b, %c : tile<8xf32>
    return %r : tile<8xf32>
  }

  // Math functions are the host libm's, through the runtime; rsqrt and sqrt are inline.
  // CPU-LABEL: func.func @math(
  // CPU: call @tilec_rt_float_sin(
  // CPU: call @tilec_rt_float_atan2(
  // CPU: llvm.intr.sqrt(%{{.*}}) : (f64) -> f64
  // CPU: llvm.intr.sqrt(%{{.*}}) : (f32) -> f32
  testing$func @math(%a: tile<8xf32>, %b: tile<8xf32>) -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>) {
    %s = sin %a : tile<8xf32>
    %t = atan2 %a, %b : tile<8xf32>
    %r = rsqrt %a : tile<8xf32>
    %q = sqrt %a : tile<8xf32>
    return %s, %t, %r, %q : tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>
  }

  // CPU-LABEL: func.func @compare(
  // CPU: arith.cmpf ult
  // CPU: arith.cmpf oge
  testing$func @compare(%a: tile<8xf16>, %b: tile<8xf16>) -> (tile<8xi1>, tile<8xi1>) {
    %lt = cmpf less_than unordered %a, %b : tile<8xf16> -> tile<8xi1>
    %ge = cmpf greater_than_or_equal ordered %a, %b : tile<8xf16> -> tile<8xi1>
    return %lt, %ge : tile<8xi1>, tile<8xi1>
  }

  // fma ties that a wider intermediate with nearest rounding gets wrong:
  //  bf16: 5 * 53 = 265 is the midpoint of 264 and 266; + 2^-100 must go up to 266 (f32 or f64
  //        nearest would round the sum back to 265, then tie to the even 264); - 2^-100 gives 264.
  //  f16:  3 * 683 = 2049, the midpoint of 2048 and 2050; + 2^-24 gives 2050 (f32 nearest: 2048).
  // FMA: result #0: tile<bf16> = 266
  // FMA-NEXT: result #1: tile<bf16> = 264
  // FMA-NEXT: result #2: tile<f16> = 2050
  // FMA-NEXT: result #3: tile<f16> = 2048
  testing$func @fma_ties(%a: tile<bf16>, %b: tile<bf16>, %c: tile<bf16>, %x: tile<f16>,
                         %y: tile<f16>, %z: tile<f16>) -> (tile<bf16>, tile<bf16>, tile<f16>, tile<f16>) {
    %up = fma %a, %b, %c : tile<bf16>
    %nc = negf %c : tile<bf16>
    %down = fma %a, %b, %nc : tile<bf16>
    %hup = fma %x, %y, %z : tile<f16>
    %nz = negf %z : tile<f16>
    %hdown = fma %x, %y, %nz : tile<f16>
    return %up, %down, %hup, %hdown : tile<bf16>, tile<bf16>, tile<f16>, tile<f16>
  }

  // Rank-0 operands of the helpers: 1 + 2^-11 in f16 rounds up to 1 + 2^-10 only toward +inf;
  // exp(1e30) overflows f32; 1e-40 (9.99995e-41 in f32) is subnormal: rsqrt keeps it,
  // flush_to_zero makes it +0 and the result inf; 1 / 1e30 (1.00000002e30 in f32) toward zero
  // and toward +inf.
  // SCALAR: result #0: tile<f16> = 1
  // SCALAR-NEXT: result #1: tile<f16> = 1.001
  // SCALAR-NEXT: result #2: tile<f32> = inf
  // SCALAR-NEXT: result #3: tile<f32> = 1.0000027e+20
  // SCALAR-NEXT: result #4: tile<f32> = inf
  // SCALAR-NEXT: result #5: tile<f32> = 9.999999e-31
  // SCALAR-NEXT: result #6: tile<f32> = 1e-30
  testing$func @scalars(%one: tile<f16>, %tiny: tile<f16>, %big: tile<f32>, %sub: tile<f32>)
      -> (tile<f16>, tile<f16>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>) {
    %ne = addf %one, %tiny : tile<f16>
    %up = addf %one, %tiny rounding<positive_inf> : tile<f16>
    %exp = exp %big : tile<f32>
    %r = rsqrt %sub : tile<f32>
    %rf = rsqrt %sub flush_to_zero : tile<f32>
    %f1 = constant <f32: 1.0> : tile<f32>
    %dz = divf %f1, %big rounding<zero> : tile<f32>
    %du = divf %f1, %big rounding<positive_inf> : tile<f32>
    return %ne, %up, %exp, %r, %rf, %dz, %du : tile<f16>, tile<f16>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>
  }

  // bf16 narrowing in integer code: 3e38 * 3e38 overflows to inf, the subnormal 1e-39 times 1
  // stays, and 0 * inf is NaN.
  // BF16: result #0: tile<bf16> = inf
  // BF16-NEXT: result #1: tile<bf16> = 1e-39
  // BF16-NEXT: result #2: tile<bf16> = nan
  testing$func @bf16_narrowing(%big: tile<bf16>, %sub: tile<bf16>, %one: tile<bf16>)
      -> (tile<bf16>, tile<bf16>, tile<bf16>) {
    %over = mulf %big, %big : tile<bf16>
    %keep = mulf %sub, %one : tile<bf16>
    %zero = subf %one, %one : tile<bf16>
    %inf = divf %one, %zero : tile<bf16>
    %nan = mulf %zero, %inf : tile<bf16>
    return %over, %keep, %nan : tile<bf16>, tile<bf16>, tile<bf16>
  }
}
