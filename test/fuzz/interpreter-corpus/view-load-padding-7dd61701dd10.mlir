cuda_tile.module @m {
  testing$func @pad_f32(%p: tile<ptr<f32>>) -> (tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xf32, strides=[3,1]>
    %c1 = constant <i32: 1> : tile<i32>
    %v0 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>
    %a0, %t0 = load_view_tko weak %v0[%c1, %c1] : partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v1 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = neg_zero, tensor_view<3x3xf32, strides=[3,1]>>
    %a1, %t1 = load_view_tko weak %v1[%c1, %c1] : partition_view<tile=(2x2), padding_value = neg_zero, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v2 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = pos_inf, tensor_view<3x3xf32, strides=[3,1]>>
    %a2, %t2 = load_view_tko weak %v2[%c1, %c1] : partition_view<tile=(2x2), padding_value = pos_inf, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v3 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = neg_inf, tensor_view<3x3xf32, strides=[3,1]>>
    %a3, %t3 = load_view_tko weak %v3[%c1, %c1] : partition_view<tile=(2x2), padding_value = neg_inf, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v4 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xf32, strides=[3,1]>>
    %a4, %t4 = load_view_tko weak %v4[%c1, %c1] : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %v5 = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<3x3xf32, strides=[3,1]>>
    %a5, %t5 = load_view_tko weak %v5[%c1, %c1] : partition_view<tile=(2x2), tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> tile<2x2xf32>, token
    %n0, %n1 = get_index_space_shape %v5 : partition_view<tile=(2x2), tensor_view<3x3xf32, strides=[3,1]>> -> tile<i32>
    return %a0, %a1, %a2, %a3, %a4, %a5, %n0, %n1 : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf32>, tile<i32>, tile<i32>
  }
  testing$func @pad_i32(%p: tile<ptr<i32>>) -> (tile<2x2xi32>, tile<2x2xi32>) {
    %tv = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xi32, strides=[3,1]>
    %c1 = constant <i32: 1> : tile<i32>
    %v0 = make_partition_view %tv : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xi32, strides=[3,1]>>
    %a0, %t0 = load_view_tko weak %v0[%c1, %c1] : partition_view<tile=(2x2), padding_value = zero, tensor_view<3x3xi32, strides=[3,1]>>, tile<i32> -> tile<2x2xi32>, token
    %v1 = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<3x3xi32, strides=[3,1]>>
    %a1, %t1 = load_view_tko weak %v1[%c1, %c1] : partition_view<tile=(2x2), tensor_view<3x3xi32, strides=[3,1]>>, tile<i32> -> tile<2x2xi32>, token
    return %a0, %a1 : tile<2x2xi32>, tile<2x2xi32>
  }
}
