cuda_tile.module @m {
  testing$func @views(%a: tile<ptr<f32, #cuda_tile.ptr_attr<none>>>, %b: tile<ptr<f32>>,
                      %m: tile<ptr<f32, <multicast>>>, %n: tile<i64>,
                      %u: tile<4xptr<i8, #cuda_tile.ptr_attr<unicast>>>) {
    %t0 = make_tensor_view %a, shape = [32, 32], strides = [32, 1] : tile<ptr<f32, #cuda_tile.ptr_attr<none>>> -> tensor_view<32x32xf32, strides=[32,1], #cuda_tile.ptr_attr<none>>
    %t1 = make_tensor_view %b, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %t2 = make_tensor_view %b, shape = [32, 32], strides = [32, 1] : tile<ptr<f32>> -> tensor_view<32x32xf32, strides=[32,1]>
    %t3 = make_tensor_view %m, shape = [%n, 32], strides = [32, 1] : tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>>, tile<i64> -> tensor_view<?x32xf32, strides=[32,1], #cuda_tile.ptr_attr<multicast>>
    %t4 = make_tensor_view %m, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %p = make_partition_view %t3 : partition_view<tile=(16x16), tensor_view<?x32xf32, strides=[32,1], #cuda_tile.ptr_attr<multicast>>>
    %i = iota : tile<4xi32>
    %o = offset %u, %i : tile<4xptr<i8, <unicast>>>, tile<4xi32> -> tile<4xptr<i8, <unicast>>>
    "test.types"() : () -> (!cuda_tile.tensor_view<f32, #cuda_tile.ptr_attr<unicast>>, !cuda_tile.ptr<f16, #cuda_tile.ptr_attr<none>>)
    return
  }
}
