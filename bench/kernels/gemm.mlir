// GEMM kernels of the benchmark suite: C = A * B for row-major M x K and K x N matrices, in the
// examples/matmul.mlir structure (partition views, a K loop carrying the accumulator, mmaf or
// mmai). The float kernels use 256x128 C tiles and 128-deep K steps (f32 512x128 from M = 1024,
// @gemm_f32_large), the integer ones 128x128 tiles (256x128 for @gemm_i8_deep)
// (bench/GemmBenchmarks.cpp chooses the entry and sizes the grid from these): for f32 on a 2-core AVX-512 machine, 256x128x128 and
// 256x256x64 were fastest of 128..512-row, 128..256-column and 64..256-deep tiles, and
// narrower tiles leave a 256-row matrix more blocks for two threads.
// Any M, N, K: edge tiles are zero-padded on load and clipped on store.
cuda_tile.module @bench_gemm {
  // f32 inputs, f32 accumulation.
  entry @gemm_f32(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<256x128xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<256x128xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<256x128xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x128xf32>, token
      %next = mmaf %at, %bt, %sum : tile<256x128xf32>, tile<128x128xf32>, tile<256x128xf32>
      continue %next : tile<256x128xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // The same with 512x128 C tiles, for M >= 1024: each block packs its b tiles for twice as
  // many rows of C (about 4% faster at 1024^3 and 4096^3 on one thread, even at 512^3 and
  // 2048^3; fewer blocks than two threads need below that).
  entry @gemm_f32_large(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(512x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(512x128), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(512x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<512x128xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<512x128xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(512x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<512x128xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x128xf32>, token
      %next = mmaf %at, %bt, %sum : tile<512x128xf32>, tile<128x128xf32>, tile<512x128xf32>
      continue %next : tile<512x128xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<512x128xf32>, partition_view<tile=(512x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // bf16 inputs, f32 accumulation.
  entry @gemm_bf16(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<256x128xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<256x128xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<256x128xbf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x128xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
      continue %next : tile<256x128xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // f16 inputs, f32 accumulation.
  entry @gemm_f16(%A: tile<ptr<f16>>, %B: tile<ptr<f16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<256x128xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<256x128xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<256x128xf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x128xf16>, token
      %next = mmaf %at, %bt, %sum : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
      continue %next : tile<256x128xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // Signed i8 inputs, i32 accumulation (wrapping).
  entry @gemm_i8(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(128x128), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<128x128xi32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x64xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x128xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<128x64xi8>, tile<64x128xi8>, tile<128x128xi32>
      continue %next : tile<128x128xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<128x128xi32>, partition_view<tile=(128x128), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // The same with 256x128 C tiles and 256-deep K steps, for CPUs where tilec multiplies an
  // i8 K loop in passes, with AMX-INT8 or AVX512-VNNI (tilec-bench picks it there): an AMX
  // product of a K step is fast enough that reading and writing the accumulator every 64
  // values of k dominated (1.6x slower at 512^3, before K loops became product chains), and
  // with chains 256 rows of C per block pack each b tile half as often as 128 (0.73 -> 0.95 of
  // oneDNN at 2048^3, one thread); with VNNI passes 1.1-1.8x faster than @gemm_i8 at 512^3 to
  // 2048^3. Without either, the AVX-512 and AVX2 kernels are faster with 64-deep steps.
  entry @gemm_i8_deep(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(256x256), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(256x128), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(256x256), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<256x128xi32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<256x128xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(256x256), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<256x256xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<256x128xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<256x256xi8>, tile<256x128xi8>, tile<256x128xi32>
      continue %next : tile<256x128xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<256x128xi32>, partition_view<tile=(256x128), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
