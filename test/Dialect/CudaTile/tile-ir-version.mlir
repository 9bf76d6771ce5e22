// tilec-opt --tile-ir-version=13.3|13.4|13.5 (default 13.5): operations newer than the chosen
// release are errors naming the release that introduced them. 13.4 introduced fpowi, insert,
// gdc_launch_dependents_tko, gdc_wait_tko, memory_fence_alias_tko and `inbounds` on view
// accesses; an all-false `inbounds` is 13.3's behaviour and passes.
// RUN: tilec-opt %s --tile-ir-version=13.3 -split-input-file -verify-diagnostics
// RUN: tilec-opt %s --tile-ir-version=13.4 -split-input-file | FileCheck %s
// RUN: tilec-opt %s --tile-ir-version=13.5 -split-input-file | FileCheck %s
// RUN: tilec-opt %s -split-input-file | FileCheck %s
// The check runs before the command line's passes.
// RUN: not tilec-opt %s --tile-ir-version=13.3 -split-input-file --canonicalize 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: error: 'cuda_tile.fpowi' op was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)
// RUN: not tilec-opt %s --tile-ir-version=13.2 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tilec-opt %s --tile-ir-version=14 2>&1 | FileCheck %s --check-prefix=BAD14
// BAD: error: --tile-ir-version must be 13.3, 13.4 or 13.5, got '13.2'
// BAD14: error: --tile-ir-version must be 13.3, 13.4 or 13.5, got '14'

// CHECK-LABEL: testing$func @power
// CHECK: fpowi %arg0, %arg1 : tile<4xf32>, tile<4xi32>
cuda_tile.module @m {
  testing$func @power(%x: tile<4xf32>, %n: tile<4xi32>) -> tile<4xf32> {
    // expected-error @below {{'cuda_tile.fpowi' op was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)}}
    %p = fpowi %x, %n : tile<4xf32>, tile<4xi32>
    return %p : tile<4xf32>
  }
}

// -----

// CHECK-LABEL: testing$func @inserts
// CHECK: insert %arg0, %arg1[%arg2] : tile<4xi32>, tile<8xi32>
cuda_tile.module @m {
  testing$func @inserts(%src: tile<4xi32>, %dst: tile<8xi32>, %i: tile<i32>) -> tile<8xi32> {
    // expected-error @below {{'cuda_tile.insert' op was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)}}
    %r = "cuda_tile.insert"(%src, %dst, %i) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8xi32>
    return %r : tile<8xi32>
  }
}

// -----

// Every newer op of a kernel is reported, not only the first.
// CHECK-LABEL: testing$func @tokens
// CHECK: gdc_wait_tko -> token
// CHECK: gdc_launch_dependents_tko token =
// CHECK: memory_fence_alias_tko %
cuda_tile.module @m {
  testing$func @tokens() {
    // expected-error @below {{'cuda_tile.gdc_wait_tko' op was introduced in Tile IR 13.4 and is not available in Tile IR 13.3}}
    %ready = gdc_wait_tko -> token
    // expected-error @below {{'cuda_tile.gdc_launch_dependents_tko' op was introduced in Tile IR 13.4}}
    %sig = gdc_launch_dependents_tko token = %ready -> token
    // expected-error @below {{'cuda_tile.memory_fence_alias_tko' op was introduced in Tile IR 13.4}}
    %f = memory_fence_alias_tko token = %sig -> token
    return
  }
}

// -----

// CHECK-LABEL: testing$func @views
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}] inbounds = [true] :
// CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] inbounds = [true] :
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}] :
cuda_tile.module @m {
  testing$func @views(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // expected-error @below {{'cuda_tile.load_view_tko' op attribute 'inbounds' was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)}}
    %x, %t = load_view_tko weak %pv[%i] inbounds = [true] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    // expected-error @below {{'cuda_tile.store_view_tko' op attribute 'inbounds' was introduced in Tile IR 13.4}}
    %t2 = store_view_tko weak %x, %pv[%i] inbounds = [true] : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    // All false: 13.3's bounds handling, accepted by 13.3.
    %y, %t3 = load_view_tko weak %pv[%i] inbounds = [false] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return
  }
}

// -----

// 13.3 text passes 13.3 unchanged.
// CHECK-LABEL: testing$func @old
// CHECK: fpowf %arg0, %arg0 : tile<4xf32>
cuda_tile.module @m {
  testing$func @old(%x: tile<4xf32>) -> tile<4xf32> {
    %p = pow %x, %x : tile<4xf32>
    return %p : tile<4xf32>
  }
}
