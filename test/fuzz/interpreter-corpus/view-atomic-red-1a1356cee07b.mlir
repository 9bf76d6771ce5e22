cuda_tile.module @m {
  entry @addf(%h: tile<ptr<f16>>, %b: tile<ptr<bf16>>, %f: tile<ptr<f32>>, %d: tile<ptr<f64>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %th = make_tensor_view %h, shape = [2], strides = [1] : tensor_view<2xf16, strides=[1]>
    %vh = make_partition_view %th : partition_view<tile=(2), tensor_view<2xf16, strides=[1]>>
    %xh = constant <f16: [0.00048828125, 0.00146484375]> : tile<2xf16>
    %k0 = atomic_red_view_tko relaxed device %vh[%c0], addf, %xh : tile<2xf16>, partition_view<tile=(2), tensor_view<2xf16, strides=[1]>>, tile<i32> -> token
    %tb = make_tensor_view %b, shape = [2], strides = [1] : tensor_view<2xbf16, strides=[1]>
    %vb = make_partition_view %tb : partition_view<tile=(2), tensor_view<2xbf16, strides=[1]>>
    %xb = constant <bf16: [0.00390625, 0.01171875]> : tile<2xbf16>
    %k1 = atomic_red_view_tko relaxed device %vb[%c0], addf, %xb : tile<2xbf16>, partition_view<tile=(2), tensor_view<2xbf16, strides=[1]>>, tile<i32> -> token
    %tf = make_tensor_view %f, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %vf = make_partition_view %tf : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %xf = constant <f32: [5.9604644775390625e-08, 1.1920928955078125e-07]> : tile<2xf32>
    %k2 = atomic_red_view_tko relaxed device %vf[%c0], addf, %xf : tile<2xf32>, partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> token
    %td = make_tensor_view %d, shape = [2], strides = [1] : tensor_view<2xf64, strides=[1]>
    %vd = make_partition_view %td : partition_view<tile=(2), tensor_view<2xf64, strides=[1]>>
    %xd = constant <f64: [0.1, 0.2]> : tile<2xf64>
    %k3 = atomic_red_view_tko relaxed device %vd[%c0], addf, %xd : tile<2xf64>, partition_view<tile=(2), tensor_view<2xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_special(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [3], strides = [1] : tensor_view<3xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<3xf32, strides=[1]>>
    %init = constant <f32: [1.0, 0.0, 0x00000001, 7.0]> : tile<4xf32>
    %t0 = store_view_tko weak %init, %pv[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<3xf32, strides=[1]>>, tile<i32> -> token
    %x = constant <f32: [0x7FC00000, -0.0, 0x00000001, 7.0]> : tile<4xf32>
    %t1 = atomic_red_view_tko relaxed device %pv[%c0], addf, %x token = %t0 : tile<4xf32>, partition_view<tile=(4), tensor_view<3xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @edges(%p: tile<ptr<i32>>, %q: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tp = make_tensor_view %p, shape = [3, 3], strides = [3, 1] : tensor_view<3x3xi32, strides=[3,1]>
    %pp = make_partition_view %tp : partition_view<tile=(2x2), tensor_view<3x3xi32, strides=[3,1]>>
    %x = constant <i32: 10> : tile<2x2xi32>
    %t0 = atomic_red_view_tko relaxed device %pp[%c1, %c1], add, %x : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<3x3xi32, strides=[3,1]>>, tile<i32> -> token
    %tq = make_tensor_view %q, shape = [3], strides = [1] : tensor_view<3xf32, strides=[1]>
    %sq = make_strided_view %tq : strided_view<tile=(2), traversal_strides=[1], tensor_view<3xf32, strides=[1]>>
    %y = constant <f32: [1.0, 1.5]> : tile<2xf32>
    %t1 = atomic_red_view_tko relaxed device %sq[%c0], addf, %y : tile<2xf32>, strided_view<tile=(2), traversal_strides=[1], tensor_view<3xf32, strides=[1]>>, tile<i32> -> token
    %z = constant <f32: [1.5, 2.0]> : tile<2xf32>
    %t2 = atomic_red_view_tko relaxed device %sq[%c1], addf, %z token = %t1 : tile<2xf32>, strided_view<tile=(2), traversal_strides=[1], tensor_view<3xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
