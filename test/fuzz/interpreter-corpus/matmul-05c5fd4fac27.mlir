cuda_tile.module @matmul_mod {
  entry @matmul(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
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
  entry @matmul_bf16(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
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
}
