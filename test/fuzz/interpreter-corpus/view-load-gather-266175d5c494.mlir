cuda_tile.module @m {
  testing$func @gather_1d(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0>
    %rows = constant <i32: [6, 1, 4, 3]> : tile<4xi32>
    %a, %t0 = load_view_tko weak %gv[%rows] : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0>, tile<4xi32> -> tile<4xf32>, token
    %n = get_index_space_shape %gv : gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0> -> tile<i32>
    return %a, %n : tile<4xf32>, tile<i32>
  }
  testing$func @gather_rows(%p: tile<ptr<i32>>) -> (tile<4x4xi32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xi32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<8x8xi32, strides=[8,1]>, sparse_dim=0>
    %rows = constant <i32: [5, 1, 7, 3]> : tile<4xi32>
    %c2 = constant <i32: 2> : tile<i32>
    %a, %t0 = load_view_tko weak %gv[%rows, %c2] : gather_scatter_view<tile=(4x4), tensor_view<8x8xi32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xi32>, token
    %n0, %n1 = get_index_space_shape %gv : gather_scatter_view<tile=(4x4), tensor_view<8x8xi32, strides=[8,1]>, sparse_dim=0> -> tile<i32>
    return %a, %n0, %n1 : tile<4x4xi32>, tile<i32>, tile<i32>
  }
  testing$func @gather_padded(%p: tile<ptr<f32>>) -> tile<4x4xf32> {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %rows = constant <i32: [0, 9, -1, 2]> : tile<4xi32>
    %c6 = constant <i32: 6> : tile<i32>
    %a, %t0 = load_view_tko weak %gv[%rows, %c6] : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    return %a : tile<4x4xf32>
  }
  testing$func @gather_columns(%p: tile<ptr<i32>>) -> tile<2x4xi32> {
    %tv = make_tensor_view %p, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xi32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(2x4), tensor_view<4x8xi32, strides=[8,1]>, sparse_dim=1>
    %c1 = constant <i16: 1> : tile<i16>
    %cols = constant <i64: [7, 0, 3, 3]> : tile<4xi64>
    %a, %t0 = load_view_tko weak %gv[%c1, %cols] : gather_scatter_view<tile=(2x4), tensor_view<4x8xi32, strides=[8,1]>, sparse_dim=1>, tile<i16>, tile<4xi64> -> tile<2x4xi32>, token
    return %a : tile<2x4xi32>
  }
}
