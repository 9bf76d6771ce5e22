cuda_tile.module @transpose_mod {
  entry @transpose(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %M: tile<i32>, %N: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%N, %M], strides = [%M, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %a, %t0 = load_view_tko weak %pa[%bm, %bn] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x16xf32>, token
    %t = permute %a [1, 0] : tile<32x16xf32> -> tile<16x32xf32>
    %t1 = store_view_tko weak %t, %pb[%bn, %bm] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
