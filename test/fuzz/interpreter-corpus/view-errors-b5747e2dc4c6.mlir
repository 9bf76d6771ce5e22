cuda_tile.module @m {
  testing$func @load_index(%p: tile<ptr<f32>>, %i: tile<i32>, %j: tile<i32>) -> tile<2x2xf32> {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %a, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x2xf32>, token
    return %a : tile<2x2xf32>
  }
  entry @store_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %x = constant <f32: 1.0> : tile<2x2xf32>
    %c0 = constant <i64: 0> : tile<i64>
    %c3 = constant <i64: 3> : tile<i64>
    %t = store_view_tko weak %x, %pv[%c3, %c0] : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i64> -> token
    return
  }
  entry @red_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %x = constant <f32: 1.0> : tile<2x2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %t = atomic_red_view_tko relaxed device %pv[%c0, %c2], addf, %x : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    return
  }
  entry @strided_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>
    %c6 = constant <i32: 6> : tile<i32>
    %a, %t = load_view_tko weak %sv[%c6] : strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    return
  }
  entry @gather_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %rows = constant <i32: [100, 1, 2, 3]> : tile<4xi32>
    %c8 = constant <i32: 8> : tile<i32>
    %a, %t = load_view_tko weak %gv[%rows, %c8] : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    return
  }
  entry @store_oob(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %x, %pv[%c0] : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @red_oob(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = atomic_red_view_tko relaxed device %pv[%c0], add, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
