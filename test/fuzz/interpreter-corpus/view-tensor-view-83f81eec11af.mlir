cuda_tile.module @m {
  testing$func @dynamic(%p: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) -> (tile<i64>, tile<i64>, tile<i32>, tile<i32>, tile<2x2xf32>) {
    %tv = make_tensor_view %p, shape = [%m, %n], strides = [1, %m] : tile<i32> -> tensor_view<?x?xf32, strides=[1,?]>
    %s0, %s1 = get_tensor_shape %tv : tensor_view<?x?xf32, strides=[1,?]> -> tile<i64>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf32, strides=[1,?]>>
    %n0, %n1 = get_index_space_shape %pv : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf32, strides=[1,?]>> -> tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %pn = make_partition_view %tv : partition_view<tile=(2x2), padding_value = neg_inf, tensor_view<?x?xf32, strides=[1,?]>>
    %a, %t = load_view_tko weak %pn[%c1, %c1] : partition_view<tile=(2x2), padding_value = neg_inf, tensor_view<?x?xf32, strides=[1,?]>>, tile<i32> -> tile<2x2xf32>, token
    return %s0, %s1, %n0, %n1, %a : tile<i64>, tile<i64>, tile<i32>, tile<i32>, tile<2x2xf32>
  }
  testing$func @dynamic_stride(%p: tile<ptr<f32>>, %s: tile<i64>) -> tile<i64> {
    %tv = make_tensor_view %p, shape = [12], strides = [%s] : tile<i64> -> tensor_view<12xf32, strides=[?]>
    %s0 = get_tensor_shape %tv : tensor_view<12xf32, strides=[?]> -> tile<i64>
    return %s0 : tile<i64>
  }
  testing$func @unsigned_results(%p: tile<ptr<i8>>) -> (tile<i8>, tile<i1>) {
    %tv = make_tensor_view %p, shape = [200], strides = [1] : tensor_view<200xi8, strides=[1]>
    %s0 = get_tensor_shape %tv : tensor_view<200xi8, strides=[1]> -> tile<i8>
    %pv = make_partition_view %tv : partition_view<tile=(256), tensor_view<200xi8, strides=[1]>>
    %n0 = get_index_space_shape %pv : partition_view<tile=(256), tensor_view<200xi8, strides=[1]>> -> tile<i1>
    return %s0, %n0 : tile<i8>, tile<i1>
  }
  testing$func @rank0(%p: tile<ptr<f32>>) -> token {
    %tv = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
    %t = make_token : token
    return %t : token
  }
  testing$func @too_big(%p: tile<ptr<i8>>) -> tile<i8> {
    %tv = make_tensor_view %p, shape = [300], strides = [1] : tensor_view<300xi8, strides=[1]>
    %s0 = get_tensor_shape %tv : tensor_view<300xi8, strides=[1]> -> tile<i8>
    return %s0 : tile<i8>
  }
  testing$func @space_too_big(%p: tile<ptr<i8>>) -> tile<i1> {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<4xi8, strides=[1]>>
    %n0 = get_index_space_shape %pv : partition_view<tile=(1), tensor_view<4xi8, strides=[1]>> -> tile<i1>
    return %n0 : tile<i1>
  }
  testing$func @unchecked_size(%p: tile<ptr<f32>>, %n: tile<i32>) -> (tile<i32>, tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %s0 = get_tensor_shape %tv : tensor_view<?xf32, strides=[1]> -> tile<i32>
    %s1 = get_tensor_shape %tv : tensor_view<?xf32, strides=[1]> -> tile<i64>
    return %s0, %s1 : tile<i32>, tile<i64>
  }
  testing$func @f4_dynamic(%p: tile<ptr<f4E2M1FN>>, %n: tile<i32>) -> tile<2x4xf4E2M1FN> {
    %tv = make_tensor_view %p, shape = [2, %n], strides = [%n, 1] : tile<i32> -> tensor_view<2x?xf4E2M1FN, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x4), padding_value = zero, tensor_view<2x?xf4E2M1FN, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %a, %t = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(2x4), padding_value = zero, tensor_view<2x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    return %a : tile<2x4xf4E2M1FN>
  }
}
