cuda_tile.module @m {
  testing$func @row_major(%p: tile<ptr<f32>>) -> (tile<2x2xf32>, tile<2x2xf32>) {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c1, %c0] : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x2xf32>, token
    %b, %t1 = load_view_tko weak %pv[%c1, %c1] : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x2xf32>, token
    return %a, %b : tile<2x2xf32>, tile<2x2xf32>
  }
  testing$func @column_major(%p: tile<ptr<i32>>) -> tile<2x2xi32> {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [1, 4] : tensor_view<4x4xi32, strides=[1,4]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[1,4]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c0, %c1] : partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[1,4]>>, tile<i32> -> tile<2x2xi32>, token
    return %a : tile<2x2xi32>
  }
  testing$func @dim_map(%p: tile<ptr<f32>>) -> (tile<4x2xf32>, tile<i32>, tile<i32>) {
    %tv = make_tensor_view %p, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<4x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c3, %c1] : partition_view<tile=(4x2), tensor_view<4x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %n0, %n1 = get_index_space_shape %pv : partition_view<tile=(4x2), tensor_view<4x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i32>
    return %a, %n0, %n1 : tile<4x2xf32>, tile<i32>, tile<i32>
  }
  testing$func @rank3(%p: tile<ptr<i16>>) -> tile<1x2x2xi16> {
    %tv = make_tensor_view %p, shape = [2, 2, 4], strides = [8, 4, 1] : tensor_view<2x2x4xi16, strides=[8,4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(1x2x2), tensor_view<2x2x4xi16, strides=[8,4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c1, %c0, %c1] : partition_view<tile=(1x2x2), tensor_view<2x2x4xi16, strides=[8,4,1]>>, tile<i32> -> tile<1x2x2xi16>, token
    return %a : tile<1x2x2xi16>
  }
  testing$func @index_types(%p: tile<ptr<f32>>) -> (tile<2x2xf32>, tile<2x2xf32>) {
    %tv = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>
    %b1 = constant <i8: 1> : tile<i8>
    %l0 = constant <i64: 0> : tile<i64>
    %l1 = constant <i64: 1> : tile<i64>
    %a, %t0 = load_view_tko weak %pv[%b1, %b1] : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i8> -> tile<2x2xf32>, token
    %b, %t1 = load_view_tko relaxed device %pv[%l0, %l1] token = %t0 : partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i64> -> tile<2x2xf32>, token
    return %a, %b : tile<2x2xf32>, tile<2x2xf32>
  }
}
