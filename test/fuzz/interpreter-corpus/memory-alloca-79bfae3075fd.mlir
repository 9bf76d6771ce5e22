cuda_tile.module @m {
  testing$func @f4_storage() -> tile<4xf4E2M1FN> {
    %p = alloca num_elem = 3, alignment = 1 global : tile<ptr<f4E2M1FN>>
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %half = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xf4E2M1FN, strides=[1]>>
    %whole = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %x = constant <f4E2M1FN: [1.0, 6.0]> : tile<2xf4E2M1FN>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %t0 = store_view_tko weak %x, %half[%c1] : tile<2xf4E2M1FN>, partition_view<tile=(2), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    %y, %t1 = load_view_tko weak %whole[%c0] token = %t0 : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    return %y : tile<4xf4E2M1FN>
  }
  testing$func @per_iteration() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %last = for %i in (%c0 to %c3, step %c1) : tile<i32> iter_values(%seen = %c0) -> (tile<i32>) {
      %p = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
      %v, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
      %t1 = store_ptr_tko weak %p, %i token=%t0 : tile<ptr<i32>>, tile<i32> -> token
      continue %v : tile<i32>
    }
    return %last : tile<i32>
  }
  entry @overrun() {
    %p = alloca num_elem = 4, alignment = 4 : tile<ptr<f32>>
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %y, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
    return
  }
  entry @empty() {
    %p = alloca num_elem = 0, alignment = 8 global : tile<ptr<i64>>
    %x = constant <i64: 1> : tile<i64>
    %t = store_ptr_tko weak %p, %x : tile<ptr<i64>>, tile<i64> -> token
    return
  }
  entry @f4_overrun() {
    %p = alloca num_elem = 1, alignment = 1 : tile<ptr<f4E2M1FN>>
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %y, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<4xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<4xf4E2M1FN>, token
    return
  }
  entry @too_big() {
    %p = alloca num_elem = 1099511627776, alignment = 4 : tile<ptr<f32>>
    return
  }
}
