// Each matrix product is one call of its runtime helper with the tile addresses, the shape
// (batch, M, N, K) and, where the helper decodes or repacks its inputs, a frame workspace.
// The f32-accumulator mmaf and mmai helpers also take the distance between the rows of a, K
// for a tile buffer (matmul-lhs-in-place.mlir has a read in place).
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s

// CHECK-DAG: func.func private @tilec_rt_mmaf_f32(i64, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
// CHECK-DAG: func.func private @tilec_rt_mmaf_f16(i64, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64)
// CHECK-DAG: func.func private @tilec_rt_mmaf_f64(i64, i64, i64, i64, i64, i64, i64, i64, i64)
// CHECK-DAG: func.func private @tilec_rt_mmai(i64, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
// CHECK-DAG: func.func private @tilec_rt_mmaf_scaled(i64, i32, i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
cuda_tile.module @m {
  // f32 inputs need no workspace (0); the input format is numeric::FloatFormat::F32 (3).
  // CHECK-LABEL: func.func @f32
  // CHECK-DAG: %[[F32:.*]] = arith.constant 3 : i32
  // CHECK-DAG: %[[NONE:.*]] = arith.constant 0 : i64
  // CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
  // CHECK-DAG: %[[M:.*]] = arith.constant 8 : i64
  // CHECK-DAG: %[[N:.*]] = arith.constant 16 : i64
  // The rows of a are K = 4 apart.
  // CHECK: call @tilec_rt_mmaf_f32(%{{.*}}, %[[F32]], %{{.*}}, %{{c4_i64(_[0-9]+)?}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[NONE]], %[[ONE]], %[[M]], %[[N]], %{{c4_i64(_[0-9]+)?}})
  // CHECK-NOT: scf.for
  // CHECK: return
  testing$func @f32(%a: tile<8x4xf32>, %b: tile<4x16xf32>, %c: tile<8x16xf32>)
      -> tile<8x16xf32> {
    %d = mmaf %a, %b, %c : tile<8x4xf32>, tile<4x16xf32>, tile<8x16xf32>
    return %d : tile<8x16xf32>
  }

  // bf16 inputs (format 1) are decoded into a workspace of 4·(M·K + K·N) = 4·(32 + 64) bytes.
  // CHECK-LABEL: func.func @bf16
  // CHECK: memref.view %{{.*}} : memref<?xi8> to memref<384xi8>
  // CHECK: call @tilec_rt_mmaf_f32(%{{.*}}, %c1_i32,
  testing$func @bf16(%a: tile<8x4xbf16>, %b: tile<4x16xbf16>, %c: tile<8x16xf32>)
      -> tile<8x16xf32> {
    %d = mmaf %a, %b, %c : tile<8x4xbf16>, tile<4x16xbf16>, tile<8x16xf32>
    return %d : tile<8x16xf32>
  }

  // CHECK-LABEL: func.func @f16_acc
  // CHECK: call @tilec_rt_mmaf_f16(%{{.*}}, %c5_i32,
  testing$func @f16_acc(%a: tile<2x4xf8E4M3FN>, %b: tile<4x2xf8E4M3FN>, %c: tile<2x2xf16>)
      -> tile<2x2xf16> {
    %d = mmaf %a, %b, %c : tile<2x4xf8E4M3FN>, tile<4x2xf8E4M3FN>, tile<2x2xf16>
    return %d : tile<2x2xf16>
  }

  // The batch is the first dimension of rank-3 tiles.
  // CHECK-LABEL: func.func @f64_batched
  // CHECK: call @tilec_rt_mmaf_f64(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %c4_i64, %c2_i64, %c8_i64, %c16_i64)
  testing$func @f64_batched(%a: tile<4x2x16xf64>, %b: tile<4x16x8xf64>, %c: tile<4x2x8xf64>)
      -> tile<4x2x8xf64> {
    %d = mmaf %a, %b, %c : tile<4x2x16xf64>, tile<4x16x8xf64>, tile<4x2x8xf64>
    return %d : tile<4x2x8xf64>
  }

  // Signedness flags: lhs unsigned (0), rhs signed (1).
  // CHECK-LABEL: func.func @integer
  // CHECK: call @tilec_rt_mmai(%{{.*}}, %c0_i32, %c1_i32,
  testing$func @integer(%a: tile<4x8xi8>, %b: tile<8x4xi8>, %c: tile<4x4xi32>) -> tile<4x4xi32> {
    %d = mmai %a, %b, %c unsigned signed : tile<4x8xi8>, tile<8x4xi8>, tile<4x4xi32>
    return %d : tile<4x4xi32>
  }

  // f4E2M1FN (8) with f8E4M3FN scales (5); the last operand is the number of scale blocks.
  // CHECK-LABEL: func.func @scaled
  // CHECK: call @tilec_rt_mmaf_scaled(%{{.*}}, %c8_i32, %c5_i32, {{.*}}, %c32_i64, %c2_i64{{.*}})
  testing$func @scaled(%a: tile<2x32xf4E2M1FN>, %b: tile<32x2xf4E2M1FN>, %c: tile<2x2xf32>,
                       %sa: tile<2x2xf8E4M3FN>, %sb: tile<2x2xf8E4M3FN>) -> tile<2x2xf32> {
    %d = mmaf_scaled %a, %b, %c, %sa, %sb
        : tile<2x32xf4E2M1FN>, tile<32x2xf4E2M1FN>, tile<2x2xf32>, tile<2x2xf8E4M3FN>,
          tile<2x2xf8E4M3FN>
    return %d : tile<2x2xf32>
  }
}
