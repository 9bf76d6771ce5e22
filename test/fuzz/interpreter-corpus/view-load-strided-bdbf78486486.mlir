cuda_tile.module @m {
  testing$func @gaps(%p: tile<ptr<f32>>) -> (tile<2xf32>, tile<2xf32>, tile<i64>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>
    %c2 = constant <i32: 2> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %a, %t0 = load_view_tko weak %sv[%c2] : strided_view<tile=(2), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    %b, %t1 = load_view_tko weak %sv[%c5] : strided_view<tile=(2), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    %n = get_index_space_shape %sv : strided_view<tile=(2), traversal_strides=[3], padding_value = zero, tensor_view<16xf32, strides=[1]>> -> tile<i64>
    return %a, %b, %n : tile<2xf32>, tile<2xf32>, tile<i64>
  }
  testing$func @overlap(%p: tile<ptr<i32>>) -> (tile<2xi32>, tile<2xi32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[1], padding_value = zero, tensor_view<8xi32, strides=[1]>>
    %c3 = constant <i32: 3> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %a, %t0 = load_view_tko weak %sv[%c3] : strided_view<tile=(2), traversal_strides=[1], padding_value = zero, tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
    %b, %t1 = load_view_tko weak %sv[%c7] : strided_view<tile=(2), traversal_strides=[1], padding_value = zero, tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
    %n = get_index_space_shape %sv : strided_view<tile=(2), traversal_strides=[1], padding_value = zero, tensor_view<8xi32, strides=[1]>> -> tile<i32>
    return %a, %b, %n : tile<2xi32>, tile<2xi32>, tile<i32>
  }
  testing$func @rank2(%p: tile<ptr<f32>>) -> (tile<2x2xf32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %sv = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[4,3], tensor_view<8x8xf32, strides=[8,1]>>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %a, %t0 = load_view_tko weak %sv[%c1, %c2] : strided_view<tile=(2x2), traversal_strides=[4,3], tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<2x2xf32>, token
    %n0, %n1 = get_index_space_shape %sv : strided_view<tile=(2x2), traversal_strides=[4,3], tensor_view<8x8xf32, strides=[8,1]>> -> tile<i32>
    return %a, %n0, %n1 : tile<2x2xf32>, tile<i32>, tile<i32>
  }
  testing$func @transposed(%p: tile<ptr<f32>>) -> (tile<4x2xf32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %a, %t0 = load_view_tko weak %sv[%c1, %c2] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %n0, %n1 = get_index_space_shape %sv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    return %a, %n0, %n1 : tile<4x2xf32>, tile<i32>, tile<i32>
  }
}
