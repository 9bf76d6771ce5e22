cuda_tile.module @m {
  testing$func @huge_stride(%p: tile<ptr<i8>>, %s: tile<i64>, %i: tile<i64>) -> tile<1xi8> {
    %tv = make_tensor_view %p, shape = [4], strides = [%s] : tile<i64> -> tensor_view<4xi8, strides=[?]>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<4xi8, strides=[?]>>
    %a, %t = load_view_tko weak %pv[%i] : partition_view<tile=(1), tensor_view<4xi8, strides=[?]>>, tile<i64> -> tile<1xi8>, token
    return %a : tile<1xi8>
  }
  testing$func @huge_stride_f32(%p: tile<ptr<f32>>, %s: tile<i64>) -> tile<1xf32> {
    %tv = make_tensor_view %p, shape = [4], strides = [%s] : tile<i64> -> tensor_view<4xf32, strides=[?]>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<4xf32, strides=[?]>>
    %c1 = constant <i64: 1> : tile<i64>
    %a, %t = load_view_tko weak %pv[%c1] : partition_view<tile=(1), tensor_view<4xf32, strides=[?]>>, tile<i64> -> tile<1xf32>, token
    return %a : tile<1xf32>
  }
  entry @race_alias(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [2, 2], strides = [1, 1] : tensor_view<2x2xi32, strides=[1,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>
    %x = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %pv[%c0, %c0] : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>, tile<i32> -> token
    return
  }
  entry @race_rows(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [2, 2], strides = [2, 1] : tensor_view<2x2xi32, strides=[2,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(2x2), tensor_view<2x2xi32, strides=[2,1]>, sparse_dim=0>
    %x = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %rows = constant <i32: [1, 1]> : tile<2xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %gv[%rows, %c0] : tile<2x2xi32>, gather_scatter_view<tile=(2x2), tensor_view<2x2xi32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    return
  }
  entry @race_nibble(%p: tile<ptr<f4E2M1FN>>) {
    %tv = make_tensor_view %p, shape = [2, 2], strides = [1, 1] : tensor_view<2x2xf4E2M1FN, strides=[1,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<2x2xf4E2M1FN, strides=[1,1]>>
    %x = constant <f4E2M1FN: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf4E2M1FN>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %pv[%c0, %c0] : tile<2x2xf4E2M1FN>, partition_view<tile=(2x2), tensor_view<2x2xf4E2M1FN, strides=[1,1]>>, tile<i32> -> token
    return
  }
}
