cuda_tile.module @m {
  entry @int_modes(%add: tile<ptr<i32>>, %max: tile<ptr<i32>>, %min: tile<ptr<i32>>, %umax: tile<ptr<i32>>, %umin: tile<ptr<i32>>, %and: tile<ptr<i32>>, %or: tile<ptr<i32>>, %xor: tile<ptr<i32>>) {
    %x = constant <i32: [-1, 5, 1, 3]> : tile<4xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = make_tensor_view %add, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v0 = make_partition_view %t0 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k0 = atomic_red_view_tko relaxed device %v0[%c0], add, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t1 = make_tensor_view %max, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v1 = make_partition_view %t1 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k1 = atomic_red_view_tko relaxed device %v1[%c0], max, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t2 = make_tensor_view %min, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v2 = make_partition_view %t2 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k2 = atomic_red_view_tko relaxed tl_blk %v2[%c0], min, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t3 = make_tensor_view %umax, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v3 = make_partition_view %t3 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k3 = atomic_red_view_tko relaxed device %v3[%c0], umax, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t4 = make_tensor_view %umin, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v4 = make_partition_view %t4 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k4 = atomic_red_view_tko relaxed device %v4[%c0], umin, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t5 = make_tensor_view %and, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v5 = make_partition_view %t5 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k5 = atomic_red_view_tko relaxed device %v5[%c0], and, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t6 = make_tensor_view %or, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v6 = make_partition_view %t6 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k6 = atomic_red_view_tko relaxed device %v6[%c0], or, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %t7 = make_tensor_view %xor, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v7 = make_partition_view %t7 : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %k7 = atomic_red_view_tko relaxed device %v7[%c0], xor, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @i64_wrap(%p: tile<ptr<i64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [2], strides = [1] : tensor_view<2xi64, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>
    %init = constant <i64: [9223372036854775807, 1]> : tile<2xi64>
    %t0 = store_view_tko weak %init, %pv[%c0] : tile<2xi64>, partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> token
    %x = constant <i64: [1, 2]> : tile<2xi64>
    %t1 = atomic_red_view_tko relaxed device %pv[%c0], add, %x token = %t0 : tile<2xi64>, partition_view<tile=(2), tensor_view<2xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}
