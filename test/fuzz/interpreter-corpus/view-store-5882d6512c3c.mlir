cuda_tile.module @m {
  entry @scoped_duplicates(%a: tile<ptr<i32>>, %b: tile<ptr<i32>>) {
    %x = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [2, 2], strides = [1, 1] : tensor_view<2x2xi32, strides=[1,1]>
    %pa = make_partition_view %ta : partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>
    %t0 = store_view_tko relaxed device %x, %pa[%c0, %c0] : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<2x2xi32, strides=[1,1]>>, tile<i32> -> token
    %tb = make_tensor_view %b, shape = [2, 2], strides = [2, 1] : tensor_view<2x2xi32, strides=[2,1]>
    %gb = make_gather_scatter_view %tb : gather_scatter_view<tile=(2x2), tensor_view<2x2xi32, strides=[2,1]>, sparse_dim=0>
    %rows = constant <i32: [1, 1]> : tile<2xi32>
    %t1 = store_view_tko release tl_blk %x, %gb[%rows, %c0] : tile<2x2xi32>, gather_scatter_view<tile=(2x2), tensor_view<2x2xi32, strides=[2,1]>, sparse_dim=0>, tile<2xi32>, tile<i32> -> token
    return
  }
  entry @small_types(%b: tile<ptr<i1>>, %f: tile<ptr<f4E2M1FN>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tb = make_tensor_view %b, shape = [4], strides = [1] : tensor_view<4xi1, strides=[1]>
    %pb = make_partition_view %tb : partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>
    %xb = constant <i1: [true, false, true, true]> : tile<4xi1>
    %t0 = store_view_tko weak %xb, %pb[%c0] : tile<4xi1>, partition_view<tile=(4), tensor_view<4xi1, strides=[1]>>, tile<i32> -> token
    %tf = make_tensor_view %f, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf4E2M1FN, strides=[4,1]>
    %pf = make_partition_view %tf : partition_view<tile=(2x1), tensor_view<2x4xf4E2M1FN, strides=[4,1]>>
    %xf = constant <f4E2M1FN: [[1.5], [3.0]]> : tile<2x1xf4E2M1FN>
    %t1 = store_view_tko weak %xf, %pf[%c0, %c1] : tile<2x1xf4E2M1FN>, partition_view<tile=(2x1), tensor_view<2x4xf4E2M1FN, strides=[4,1]>>, tile<i32> -> token
    return
  }
  testing$func @store_then_load(%p: tile<ptr<f32>>) -> tile<4xf32> {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %half = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xf32, strides=[1]>>
    %whole = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %x = constant <f32: [1.5, 2.5]> : tile<2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = store_view_tko weak %x, %half[%c0] : tile<2xf32>, partition_view<tile=(2), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    %y, %t1 = load_view_tko weak %whole[%c0] token = %t0 : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return %y : tile<4xf32>
  }
}
