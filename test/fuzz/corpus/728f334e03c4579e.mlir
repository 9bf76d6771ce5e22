cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32, #cuda_tile.ptr_attr<none>>>, %m: tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>>, %u: tile<ptr<f32, #cuda_tile.ptr_attr<unicast>>>) {
    %ta = make_tensor_view %a, shape = [8], strides = [1] : tile<ptr<f32, #cuda_tile.ptr_attr<none>>> -> tensor_view<8xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    %pa = make_partition_view %ta : partition_view<tile=(8), tensor_view<8xf32, strides=[1], #cuda_tile.ptr_attr<none>>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pa[%c0] : partition_view<tile=(8), tensor_view<8xf32, strides=[1], #cuda_tile.ptr_attr<none>>>, tile<i32> -> tile<8xf32>, token
    %tm = make_tensor_view %m, shape = [8], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<8xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pm = make_partition_view %tm : partition_view<tile=(8), tensor_view<8xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %y = addf %x, %x : tile<8xf32>
    %t2 = store_view_tko weak %y, %pm[%c0] : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %ur = reshape %u : tile<ptr<f32, <unicast>>> -> tile<1xptr<f32, <unicast>>>
    %ub = broadcast %ur : tile<1xptr<f32, <unicast>>> -> tile<8xptr<f32, <unicast>>>
    %i = iota : tile<8xi32>
    %up = offset %ub, %i : tile<8xptr<f32, <unicast>>>, tile<8xi32> -> tile<8xptr<f32, <unicast>>>
    %t3 = store_ptr_tko weak %up, %x : tile<8xptr<f32, <unicast>>>, tile<8xf32> -> token
    return
  }
}
