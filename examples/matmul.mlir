// C = A * B for M x K and K x N row-major matrices, tiled 32x32 with a K loop of 16-wide steps
// and mmaf; f32, bf16 and f16 inputs, always accumulated in f32. Any M, N, K: edge tiles are
// zero-padded on load and clipped on store. grid (ceil(M/32), ceil(N/32), 1).
cuda_tile.module @matmul_mod {
  // C = A * B with f32 inputs and f32 accumulation.
  entry @matmul(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    // K steps = ceil(K / 16); the zero padding of the last step adds nothing to the sums.
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<32x32xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x16xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
      %next = mmaf %at, %bt, %sum : tile<32x16xf32>, tile<16x32xf32>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // C = A * B with bf16 inputs and f32 accumulation.
  entry @matmul_bf16(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    // K steps = ceil(K / 16); the zero padding of the last step adds nothing to the sums.
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<32x32xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x16xbf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x32xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<32x16xbf16>, tile<16x32xbf16>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // C = A * B with f16 inputs and f32 accumulation.
  entry @matmul_f16(%A: tile<ptr<f16>>, %B: tile<ptr<f16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    // K steps = ceil(K / 16); the zero padding of the last step adds nothing to the sums.
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<32x32xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x16xf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x32xf16>, token
      %next = mmaf %at, %bt, %sum : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
