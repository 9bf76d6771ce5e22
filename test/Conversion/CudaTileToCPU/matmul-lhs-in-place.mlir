// An f32 mmaf reads its lhs where the view load found it (tilec_rt_view_load_rows, then the
// product reads its rows lda apart) when only pure ops and other loads stand between the load and
// the product; at run time a tile inside the tensor with contiguous rows stays in place, any
// other (edge tiles with padding, transposed views) is copied into its buffer as before. Both
// kinds must give the interpreter's bits. The K loops of @gemm and @gemm_bf16 also carry a step
// count, so that they multiply step by step rather than as a product chain (matmul-chain.mlir
// tests those; @gemm_transposed_a, @overrun and @gemm_i8 are chains).
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=LOWER
//
// In-place tiles only (M, N, K multiples of the tiles), then edge tiles on every side:
// RUN: tilec run --compare-interpreter %s --entry gemm --grid 3,2 --arg rand:f32:48x32 --arg rand:f32:32x32:2 --arg zeros:f32:48x32 --arg 48 --arg 32 --arg 32
// RUN: tilec run --compare-interpreter %s --entry gemm --grid 3,3 --arg rand:f32:45x27 --arg rand:f32:27x37:2 --arg zeros:f32:45x37 --arg 45 --arg 37 --arg 27
// bf16 inputs (decoded to f32 from where they lie) and i8 inputs (AMX tiles read a in place on
// CPUs with AMX-INT8; the AVX-512 kernels otherwise, and always with TILEC_CPU_MATMUL_ISA):
// RUN: tilec run --compare-interpreter %s --entry gemm_bf16 --grid 3,3 --arg rand:bf16:45x27 --arg rand:bf16:27x37:2 --arg zeros:f32:45x37 --arg 45 --arg 37 --arg 27
// RUN: tilec run --compare-interpreter %s --entry gemm_i8 --grid 2,2 --arg rand:i8:64x128 --arg rand:i8:128x64:2 --arg zeros:i32:64x64 --arg 64 --arg 64 --arg 128
// RUN: tilec run --compare-interpreter %s --entry gemm_i8 --grid 2,2 --arg rand:i8:50x100 --arg rand:i8:100x40:2 --arg zeros:i32:50x40 --arg 50 --arg 40 --arg 100
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --compare-interpreter %s --entry gemm_i8 --grid 2,2 --arg rand:i8:64x128 --arg rand:i8:128x64:2 --arg zeros:i32:64x64 --arg 64 --arg 64 --arg 128
// A transposed lhs view (dim_map) cannot stay in place:
// RUN: tilec run --compare-interpreter %s --entry gemm_transposed_a --grid 2,2 --arg rand:f32:32x32 --arg rand:f32:32x32:2 --arg zeros:f32:32x32
// Hand-computed: ones(48x32) · ones(32x32) = 32 everywhere, including the in-place tiles.
// RUN: tilec run %s --entry gemm --grid 3,2 --arg ones:f32:48x32 --arg ones:f32:32x32 --arg zeros:f32:48x32 --arg 48 --arg 32 --arg 32 --print | FileCheck %s --check-prefix=ONES
// A K loop running one step past the index space stops at the lhs load, in both executors:
// RUN: not tilec run %s --entry overrun --grid 1,1 --arg rand:f32:16x16 --arg rand:f32:16x16 --arg zeros:f32:16x16 2>&1 | FileCheck %s --check-prefix=PASTEND
// RUN: not tilec run --interpret %s --entry overrun --grid 1,1 --arg rand:f32:16x16 --arg rand:f32:16x16 --arg zeros:f32:16x16 2>&1 | FileCheck %s --check-prefix=PASTEND

// The rhs, read only by the product, is left in place when it is dense (a whole 32x32 matrix
// here), else copied (tilec_rt_view_load_dense, InPlaceReads.cpp).
// LOWER-LABEL: func.func @gemm(
// LOWER: call @tilec_rt_view_load_rows(
// LOWER: call @tilec_rt_view_load_dense(
// LOWER: call @tilec_rt_mmaf_f32(
// LOWER-LABEL: func.func @store_between(
// LOWER-NOT: tilec_rt_view_load_rows
// LOWER: call @tilec_rt_mmaf_f32(
// LOWER-LABEL: func.func @gemm_transposed_a(
// LOWER-LABEL: func.func @overrun(
// LOWER-LABEL: func.func @gemm_bf16(
// LOWER: call @tilec_rt_view_load_rows(
// LOWER: call @tilec_rt_mmaf_f32(
// LOWER-LABEL: func.func @gemm_i8(
// LOWER: call @tilec_rt_mmai_chain_load(
// LOWER: call @tilec_rt_mmai_chain_step(

// ONES: %C: f32[48x32] = {{\[}}[32, 32, 32, ..., 32, 32, 32],
// ONES-NEXT: [32, 32, 32, ..., 32, 32, 32],
// ONES-NEXT: [32, 32, 32, ..., 32, 32, 32],
// ONES-NEXT: ...,
// ONES-NEXT: [32, 32, 32, ..., 32, 32, 32],
// ONES-NEXT: [32, 32, 32, ..., 32, 32, 32],
// ONES-NEXT: [32, 32, 32, ..., 32, 32, 32]]

// PASTEND: error: load_view_tko: index 2 of view dimension 1 is outside the index space

cuda_tile.module @m {
  entry @gemm(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc, %steps = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero, %count = %c0) -> (tile<16x16xf32>, tile<i32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
      %counted = addi %count, %c1 : tile<i32>
      continue %next, %counted : tile<16x16xf32>, tile<i32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // A store between the lhs load and the product (it could change what the load read): the
  // lhs is copied at the load.
  entry @store_between(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>) {
    %tva = make_tensor_view %A, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %tvb = make_tensor_view %B, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %at, %t0 = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %t1 = store_view_tko weak %zero, %pa[%c0, %c0] token = %t0 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    %bt, %t2 = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x16xf32>, token
    %d = mmaf %at, %bt, %zero : tile<16x16xf32>, tile<16x16xf32>, tile<16x16xf32>
    %tvc = make_tensor_view %C, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %t3 = store_view_tko weak %d, %pc[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  // C = Aᵀ · B through a view whose dim_map swaps the dimensions of A.
  entry @gemm_transposed_a(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %tvb = make_tensor_view %B, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %tvc = make_tensor_view %C, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), tensor_view<32x32xf32, strides=[32,1]>, dim_map=[1, 0]>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), tensor_view<32x32xf32, strides=[32,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x8), tensor_view<32x32xf32, strides=[32,1]>, dim_map=[1, 0]>, tile<i32> -> tile<16x8xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(8x16), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<8x16xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  // The K loop runs to 3 where the index space along K has 2 tiles.
  entry @overrun(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>) {
    %tva = make_tensor_view %A, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %tvb = make_tensor_view %B, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), tensor_view<16x16xf32, strides=[16,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), tensor_view<16x16xf32, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %c3, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%c0, %k] : partition_view<tile=(16x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x8xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %c0] : partition_view<tile=(8x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<8x16xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tvc = make_tensor_view %C, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %tst = store_view_tko weak %acc, %pc[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_bf16(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc, %steps = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero, %count = %c0) -> (tile<16x16xf32>, tile<i32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x8xbf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<8x16xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xbf16>, tile<8x16xbf16>, tile<16x16xf32>
      %counted = addi %count, %c1 : tile<i32>
      continue %next, %counted : tile<16x16xf32>, tile<i32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_i8(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<32x32xi32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
      continue %next : tile<32x32xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
