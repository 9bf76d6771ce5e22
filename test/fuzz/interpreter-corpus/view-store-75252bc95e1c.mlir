cuda_tile.module @m {
  entry @partition_edge(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xf32, strides=[3,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>
    %x = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %t0 = store_view_tko weak %x, %pv[%c1, %c1] : tile<2x2xf32>, partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> token
    %t1 = store_view_tko weak %x, %pv[%c0, %c1] token = %t0 : tile<2x2xf32>, partition_view<tile=(2x2), padding_value = nan, tensor_view<3x3xf32, strides=[3,1]>>, tile<i32> -> token
    return
  }
  entry @dim_map(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<2x4xi32, strides=[4,1]>, dim_map=[1, 0]>
    %x = constant <i32: [[1, 2], [3, 4], [5, 6], [7, 8]]> : tile<4x2xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = store_view_tko weak %x, %pv[%c0, %c0] : tile<4x2xi32>, partition_view<tile=(4x2), tensor_view<2x4xi32, strides=[4,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }
  entry @strided(%p: tile<ptr<f16>>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf16, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[3], tensor_view<8xf16, strides=[1]>>
    %x = constant <f16: [5.0, 6.0]> : tile<2xf16>
    %c2 = constant <i32: 2> : tile<i32>
    %t0 = store_view_tko weak %x, %sv[%c2] : tile<2xf16>, strided_view<tile=(2), traversal_strides=[3], tensor_view<8xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @scatter(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    %x = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %ta = make_tensor_view %a, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>
    %ga = make_gather_scatter_view %ta : gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>
    %ra = constant <i32: [3, 0]> : tile<2xi32>
    %t0 = store_view_tko weak %x, %ga[%ra, %c0] : tile<2x2xf32>, gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    %tb = make_tensor_view %b, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>
    %gb = make_gather_scatter_view %tb : gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>
    %rb = constant <i32: [5, 1]> : tile<2xi32>
    %t1 = store_view_tko weak %x, %gb[%rb, %c0] : tile<2x2xf32>, gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    %tc = make_tensor_view %c, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>
    %gc = make_gather_scatter_view %tc : gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>
    %rc = constant <i32: [0, 2]> : tile<2xi32>
    %t2 = store_view_tko weak %x, %gc[%rc, %c1] : tile<2x2xf32>, gather_scatter_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    return
  }
}
