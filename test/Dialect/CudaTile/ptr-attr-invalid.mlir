// ptr_attr rules (tile-ir-13.4-13.5.md §2.2, §4.5): absent and `<none>` are different types;
// make_tensor_view's base and result agree on it (one diagnostic per direction); `none` needs
// Tile IR 13.4, unicast and multicast 13.5.
// RUN: tilec-opt -allow-unregistered-dialect -split-input-file -verify-diagnostics %s
// RUN: not tilec-opt --tile-ir-version=13.3 %S/ptr-attr.mlir -allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=V133
// RUN: not tilec-opt --tile-ir-version=13.4 %S/ptr-attr.mlir -allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=V134

// V133: error: 'cuda_tile.testing$func' op uses '#cuda_tile.ptr_attr<none>', which was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)
// V134: error: 'cuda_tile.testing$func' op uses '#cuda_tile.ptr_attr<multicast>', which was introduced in Tile IR 13.5 and is not available in Tile IR 13.4 (--tile-ir-version=13.4)
// V134-NOT: ptr_attr<none>', which

cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32, #cuda_tile.ptr_attr<none>>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op base pointer has #cuda_tile.ptr_attr<none>, so the result tensor_view must have the same ptr_attr, but it has none}}
    %t = make_tensor_view %a, shape = [32], strides = [1] : tile<ptr<f32, #cuda_tile.ptr_attr<none>>> -> tensor_view<32xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32, #cuda_tile.ptr_attr<none>>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op base pointer has #cuda_tile.ptr_attr<none>, so the result tensor_view must have the same ptr_attr, got #cuda_tile.ptr_attr<unicast>}}
    %t = make_tensor_view %a, shape = [32], strides = [1] : tile<ptr<f32, #cuda_tile.ptr_attr<none>>> -> tensor_view<32xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op base pointer has no ptr_attr, so the result tensor_view must not have one, got #cuda_tile.ptr_attr<none>}}
    %t = make_tensor_view %a, shape = [32], strides = [1] : tile<ptr<f32>> -> tensor_view<32xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    return
  }
}

// -----

// The same rule in generic form, where nothing is inferred.
%a = "test.base"() : () -> !cuda_tile.tile<ptr<f32>>
// expected-error @below {{'cuda_tile.make_tensor_view' op base pointer has no ptr_attr, so the result tensor_view must not have one, got #cuda_tile.ptr_attr<multicast>}}
%t = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<32xf32, strides=[32], #cuda_tile.ptr_attr<multicast>>

// -----

// Without the base type, the base must carry the result's ptr_attr: a plain pointer does not.
cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32>>) {
    // expected-note @above {{prior use here}}
    // expected-error @below {{use of value '%a' expects different type than prior uses: '!cuda_tile.tile<ptr<f32, <none>>>' vs '!cuda_tile.tile<ptr<f32>>'}}
    %t = make_tensor_view %a, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    return
  }
}

// -----

// Absent and <none> are different types.
cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32>>) -> tile<ptr<f32, #cuda_tile.ptr_attr<none>>> {
    // expected-error @below {{'cuda_tile.return' op}}
    return %a : tile<ptr<f32>>
  }
}

// -----

// expected-error @below {{unknown ptr_attr 'broadcast': expected none, unicast or multicast}}
"test.use"() : () -> !cuda_tile.tile<ptr<f32, <broadcast>>>

// -----

// expected-error @below {{expected #cuda_tile.ptr_attr<none|unicast|multicast>, got #cuda_tile.rounding<zero>}}
"test.use"() : () -> !cuda_tile.tile<ptr<f32, #cuda_tile.rounding<zero>>>
