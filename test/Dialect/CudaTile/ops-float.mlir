// Float element-wise operations and cmpf: custom syntax, default modifiers omitted, and the
// generic form re-parsed.
// RUN: tilec-opt %s | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %s | tilec-opt | FileCheck %s

// CHECK-LABEL: testing$func @unary
cuda_tile.module @unary_mod {
  testing$func @unary(%x: tile<8xf32>, %h: tile<4x4xf16>, %b: tile<bf16>, %d: tile<2xf64>) {
    // CHECK: absf %{{.*}} : tile<8xf32>
    %0 = absf %x : tile<8xf32>
    // CHECK: negf %{{.*}} : tile<4x4xf16>
    %1 = negf %h : tile<4x4xf16>
    // CHECK: ceil %{{.*}} : tile<bf16>
    %2 = ceil %b : tile<bf16>
    // CHECK: floor %{{.*}} : tile<2xf64>
    %3 = floor %d : tile<2xf64>
    // CHECK: log %{{.*}} : tile<8xf32>
    %4 = log %x : tile<8xf32>
    // CHECK: log2 %{{.*}} : tile<4x4xf16>
    %5 = log2 %h : tile<4x4xf16>
    // CHECK: sin %{{.*}} : tile<bf16>
    %6 = sin %b : tile<bf16>
    // CHECK: cos %{{.*}} : tile<2xf64>
    %7 = cos %d : tile<2xf64>
    // CHECK: tan %{{.*}} : tile<8xf32>
    %8 = tan %x : tile<8xf32>
    // CHECK: sinh %{{.*}} : tile<8xf32>
    %9 = sinh %x : tile<8xf32>
    // CHECK: cosh %{{.*}} : tile<8xf32>
    %10 = cosh %x : tile<8xf32>
    // The `cuda_tile.` op prefix and the `!cuda_tile.` type prefix are optional.
    // CHECK: absf %{{.*}} : tile<8xf32>
    %11 = cuda_tile.absf %x : !cuda_tile.tile<8xf32>
    return
  }
}

// CHECK-LABEL: testing$func @flushing_unary
cuda_tile.module @flushing_unary_mod {
  testing$func @flushing_unary(%x: tile<8xf32>, %h: tile<8xf16>, %d: tile<8xf64>) {
    // CHECK: exp2 %{{.*}} : tile<8xf32>
    %0 = exp2 %x : tile<8xf32>
    // CHECK: exp2 %{{.*}} flush_to_zero : tile<8xf32>
    %1 = exp2 %x flush_to_zero : tile<8xf32>
    // CHECK: exp2 %{{.*}} : tile<8xf16>
    %2 = exp2 %h : tile<8xf16>
    // CHECK: rsqrt %{{.*}} : tile<8xf64>
    %3 = rsqrt %d : tile<8xf64>
    // CHECK: rsqrt %{{.*}} flush_to_zero : tile<8xf32>
    %4 = rsqrt %x flush_to_zero : tile<8xf32>
    return
  }
}

// exp and tanh default to `full`, allowed for every FLT type; `approx` is f32-only.
// CHECK-LABEL: testing$func @approximable
cuda_tile.module @approximable_mod {
  testing$func @approximable(%x: tile<8xf32>, %h: tile<8xf16>, %b: tile<8xbf16>, %d: tile<8xf64>) {
    // CHECK: exp %{{.*}} : tile<8xf32>
    %0 = exp %x : tile<8xf32>
    // CHECK: exp %{{.*}} : tile<8xf32>
    %1 = exp %x rounding<full> : tile<8xf32>
    // CHECK: exp %{{.*}} rounding<approx> : tile<8xf32>
    %2 = exp %x rounding<approx> : tile<8xf32>
    // CHECK: exp %{{.*}} : tile<8xf16>
    %3 = exp %h rounding<full> : tile<8xf16>
    // CHECK: tanh %{{.*}} : tile<8xbf16>
    %4 = tanh %b : tile<8xbf16>
    // CHECK: tanh %{{.*}} : tile<8xf64>
    %5 = tanh %d rounding<full> : tile<8xf64>
    // CHECK: tanh %{{.*}} rounding<approx> : tile<8xf32>
    %6 = tanh %x rounding<approx> : tile<8xf32>
    return
  }
}

// CHECK-LABEL: testing$func @sqrt
cuda_tile.module @sqrt_mod {
  testing$func @sqrt(%x: tile<8xf32>, %h: tile<8xf16>, %d: tile<8xf64>) {
    // CHECK: sqrt %{{.*}} : tile<8xf32>
    %0 = sqrt %x : tile<8xf32>
    // CHECK: sqrt %{{.*}} : tile<8xf32>
    %1 = sqrt %x rounding<nearest_even> : tile<8xf32>
    // CHECK: sqrt %{{.*}} rounding<zero> : tile<8xf16>
    %2 = sqrt %h rounding<zero> : tile<8xf16>
    // CHECK: sqrt %{{.*}} rounding<negative_inf> : tile<8xf64>
    %3 = sqrt %d rounding<negative_inf> : tile<8xf64>
    // CHECK: sqrt %{{.*}} rounding<positive_inf> flush_to_zero : tile<8xf32>
    %4 = sqrt %x rounding<positive_inf> flush_to_zero : tile<8xf32>
    // CHECK: sqrt %{{.*}} rounding<approx> flush_to_zero : tile<8xf32>
    %5 = sqrt %x rounding<approx> flush_to_zero : tile<8xf32>
    // CHECK: sqrt %{{.*}} flush_to_zero : tile<8xf32>
    %6 = sqrt %x flush_to_zero : tile<8xf32>
    return
  }
}

// CHECK-LABEL: testing$func @arith
cuda_tile.module @arith_mod {
  testing$func @arith(%x: tile<8xf32>, %y: tile<8xf32>, %z: tile<8xf32>, %h: tile<8xf16>,
                      %b: tile<8xbf16>, %d: tile<8xf64>) -> tile<8xf32> {
    // CHECK: addf %{{.*}}, %{{.*}} : tile<8xf32>
    %0 = addf %x, %y : tile<8xf32>
    // CHECK: addf %{{.*}}, %{{.*}} : tile<8xf32>
    %1 = addf %x, %y rounding<nearest_even> : tile<8xf32>
    // CHECK: addf %{{.*}}, %{{.*}} rounding<positive_inf> : tile<8xf32>
    %2 = addf %x, %y rounding<positive_inf> : tile<8xf32>
    // CHECK: addf %{{.*}}, %{{.*}} rounding<zero> flush_to_zero : tile<8xf32>
    %3 = addf %x, %y rounding<zero> flush_to_zero : tile<8xf32>
    // CHECK: subf %{{.*}}, %{{.*}} rounding<negative_inf> : tile<8xf16>
    %4 = subf %h, %h rounding<negative_inf> : tile<8xf16>
    // CHECK: subf %{{.*}}, %{{.*}} flush_to_zero : tile<8xf32>
    %5 = subf %x, %y flush_to_zero : tile<8xf32>
    // CHECK: mulf %{{.*}}, %{{.*}} : tile<8xbf16>
    %6 = mulf %b, %b : tile<8xbf16>
    // CHECK: mulf %{{.*}}, %{{.*}} rounding<zero> : tile<8xf64>
    %7 = mulf %d, %d rounding<zero> : tile<8xf64>
    // CHECK: divf %{{.*}}, %{{.*}} : tile<8xf64>
    %8 = divf %d, %d : tile<8xf64>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<approx> : tile<8xf32>
    %9 = divf %x, %y rounding<approx> : tile<8xf32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<full> flush_to_zero : tile<8xf32>
    %10 = divf %x, %y rounding<full> flush_to_zero : tile<8xf32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<positive_inf> : tile<8xf16>
    %11 = divf %h, %h rounding<positive_inf> : tile<8xf16>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} : tile<8xf16>
    %12 = fma %h, %h, %h : tile<8xf16>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} rounding<zero> flush_to_zero : tile<8xf32>
    %13 = fma %x, %y, %z rounding<zero> flush_to_zero : tile<8xf32>
    // CHECK: remf %{{.*}}, %{{.*}} : tile<8xf32>
    %14 = remf %x, %y : tile<8xf32>
    // 13.3's `pow` reads as 13.4's `fpowf`, which is what prints.
    // CHECK: fpowf %{{.*}}, %{{.*}} : tile<8xf64>
    %15 = pow %d, %d : tile<8xf64>
    // CHECK: atan2 %{{.*}}, %{{.*}} : tile<8xbf16>
    %16 = atan2 %b, %b : tile<8xbf16>
    return %13 : tile<8xf32>
  }
}

// maxf/minf flags parse in any order and print as `flush_to_zero propagate_nan`.
// CHECK-LABEL: testing$func @minmax
cuda_tile.module @minmax_mod {
  testing$func @minmax(%x: tile<8xf32>, %y: tile<8xf32>, %h: tile<8xf16>) {
    // CHECK: maxf %{{.*}}, %{{.*}} : tile<8xf32>
    %0 = maxf %x, %y : tile<8xf32>
    // CHECK: maxf %{{.*}}, %{{.*}} propagate_nan : tile<8xf16>
    %1 = maxf %h, %h propagate_nan : tile<8xf16>
    // CHECK: maxf %{{.*}}, %{{.*}} flush_to_zero propagate_nan : tile<8xf32>
    %2 = maxf %x, %y propagate_nan flush_to_zero : tile<8xf32>
    // CHECK: minf %{{.*}}, %{{.*}} flush_to_zero propagate_nan : tile<8xf32>
    %3 = minf %x, %y flush_to_zero propagate_nan : tile<8xf32>
    // CHECK: minf %{{.*}}, %{{.*}} flush_to_zero : tile<8xf32>
    %4 = minf %x, %y flush_to_zero : tile<8xf32>
    return
  }
}

// CHECK-LABEL: testing$func @cmpf
cuda_tile.module @cmpf_mod {
  testing$func @cmpf(%x: tile<8xf32>, %y: tile<8xf32>, %h: tile<2x2xf16>, %d: tile<f64>) -> tile<8xi1> {
    // CHECK: cmpf less_than ordered %{{.*}}, %{{.*}} : tile<8xf32> -> tile<8xi1>
    %0 = cmpf less_than ordered %x, %y : tile<8xf32> -> tile<8xi1>
    // CHECK: cmpf equal unordered %{{.*}}, %{{.*}} : tile<2x2xf16> -> tile<2x2xi1>
    %1 = cmpf equal unordered %h, %h : tile<2x2xf16> -> tile<2x2xi1>
    // CHECK: cmpf not_equal ordered %{{.*}}, %{{.*}} : tile<f64> -> tile<i1>
    %2 = cmpf not_equal ordered %d, %d : tile<f64> -> tile<i1>
    // CHECK: cmpf less_than_or_equal unordered
    %3 = cmpf less_than_or_equal unordered %x, %y : tile<8xf32> -> tile<8xi1>
    // CHECK: cmpf greater_than ordered
    %4 = cmpf greater_than ordered %x, %y : tile<8xf32> -> tile<8xi1>
    // CHECK: cmpf greater_than_or_equal unordered
    %5 = cmpf greater_than_or_equal unordered %x, %y : tile<8xf32> -> tile<8xi1>
    return %0 : tile<8xi1>
  }
}

// Float ops in a kernel body.
// CHECK-LABEL: entry @kernel
cuda_tile.module @kernel_mod {
  entry @kernel(%x: tile<f32>) {
    // CHECK: mulf %{{.*}}, %{{.*}} rounding<zero> : tile<f32>
    %0 = mulf %x, %x rounding<zero> : tile<f32>
    // CHECK: exp %{{.*}} rounding<approx> : tile<f32>
    %1 = exp %0 rounding<approx> : tile<f32>
  }
}

// Generic input spelling the modifiers as an attribute dictionary.
// CHECK-LABEL: testing$func @generic_input
cuda_tile.module @generic_mod {
  testing$func @generic_input(%x: tile<8xf32>) {
    // CHECK: divf %{{.*}}, %{{.*}} rounding<approx> flush_to_zero : tile<8xf32>
    %0 = "cuda_tile.divf"(%x, %x) {rounding_mode = #cuda_tile.rounding<approx>, flush_to_zero} : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    // CHECK: maxf %{{.*}}, %{{.*}} propagate_nan : tile<8xf32>
    %1 = "cuda_tile.maxf"(%x, %x) <{propagate_nan}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    // CHECK: cmpf equal ordered %{{.*}}, %{{.*}} : tile<8xf32> -> tile<8xi1>
    %2 = "cuda_tile.cmpf"(%x, %x) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, comparison_ordering = #cuda_tile.comparison_ordering<ordered>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xi1>
    // CHECK: tanh %{{.*}} : tile<8xf32>
    %3 = "cuda_tile.tanh"(%x) : (!cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    return
  }
}
