// Printing of classified pointers and views exactly as NVIDIA's 13.5 tileirdisasm prints the same
// 13.4 bytes (checked by hand with the black-box oracle): `ptr<f32, <none>>` inside pointer types,
// `#cuda_tile.ptr_attr<none>` in tensor_views (rank 0 included), and make_tensor_view's base type.
// RUN: tilec-translate -test-cudatile-roundtrip -bytecode-version=13.4 %s | FileCheck %s
// CHECK: entry @k(%arg0: tile<ptr<f32, <none>>>) {
// CHECK-NEXT: %tview = make_tensor_view %arg0, shape = [], strides = [] : tile<ptr<f32, <none>>> -> tensor_view<f32, #cuda_tile.ptr_attr<none>>
// CHECK-NEXT: %tview_0 = make_tensor_view %arg0, shape = [64], strides = [1] : tile<ptr<f32, <none>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<none>>
// CHECK-NEXT: %pview = make_partition_view %tview_0 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<none>>>
// CHECK-NEXT: %reshape = reshape %arg0 : tile<ptr<f32, <none>>> -> tile<1xptr<f32, <none>>>
// CHECK-NEXT: %bcast = broadcast %reshape : tile<1xptr<f32, <none>>> -> tile<4xptr<f32, <none>>>
// CHECK-NEXT: %0 = iota : tile<4xi32>
// CHECK-NEXT: %1 = offset %bcast, %0 : tile<4xptr<f32, <none>>>, tile<4xi32> -> tile<4xptr<f32, <none>>>
// CHECK-NEXT: %result, %result_token = load_ptr_tko weak %1 : tile<4xptr<f32, <none>>> -> tile<4xf32>, token
// CHECK-NEXT: return

cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32, #cuda_tile.ptr_attr<none>>>) {
    %t0 = make_tensor_view %a, shape = [], strides = [] : tile<ptr<f32, <none>>> -> tensor_view<f32, #cuda_tile.ptr_attr<none>>
    %t1 = make_tensor_view %a, shape = [64], strides = [1] : tile<ptr<f32, <none>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    %p = make_partition_view %t1 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<none>>>
    %r = reshape %a : tile<ptr<f32, <none>>> -> tile<1xptr<f32, <none>>>
    %b = broadcast %r : tile<1xptr<f32, <none>>> -> tile<4xptr<f32, <none>>>
    %i = iota : tile<4xi32>
    %o = offset %b, %i : tile<4xptr<f32, <none>>>, tile<4xi32> -> tile<4xptr<f32, <none>>>
    %v, %tok = load_ptr_tko weak %o : tile<4xptr<f32, <none>>> -> tile<4xf32>, token
    return
  }
}
