cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
    %t0 = make_token : token
    %x, %t = load_view_tko weak %pv[%i, %i] inbounds = [true, false] token = %t0 : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x4xf32>, token
    %y, %t1 = load_view_tko weak %pv[%i, %i] token = %t0 optimization_hints = <sm_90 = {latency = 3}> inbounds = [false, true] : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x4xf32>, token
    %z, %t2 = load_view_tko weak %pv[%i, %i] inbounds = [false, false] : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x4xf32>, token
    %t3 = store_view_tko weak %x, %pv[%i, %i] inbounds = [true, true] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
