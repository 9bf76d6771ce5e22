// Core and shape operations (tile-ir-ops.md §3.1): custom form, its canonical printing, and the
// generic form read back.
// RUN: tilec-opt %s | FileCheck %s
// RUN: tilec-opt %s | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %s | tilec-opt | FileCheck %s

// Visibility public is the default and is not printed; alignment 0 (natural) neither.
// CHECK-LABEL: cuda_tile.module @globals
// CHECK: global private constant @lut alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
// CHECK: global @pub <f32: [1.000000e+00, 2.500000e+00]> : tile<2xf32>
// CHECK: global constant @ro <i8: 0> : tile<8xi8>
// CHECK: global private @priv <f16: [1.000000e+00, 0x7C00]> : tile<2xf16>
// CHECK: global @aligned alignment = 8 <i64: [-1, 2]> : tile<2xi64>
// CHECK: global @natural <i64: [-1, 2]> : tile<2xi64>
// CHECK: %{{.*}} = get_global @lut : tile<ptr<i32>>
// CHECK: %{{.*}} = get_global @priv : tile<ptr<f16>>
cuda_tile.module @globals {
  global private constant @lut alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
  global public @pub <f32: [1.0, 2.5]> : !cuda_tile.tile<2xf32>
  global constant @ro <i8 : [0, 0, 0, 0, 0, 0, 0, 0]> : tile<8xi8>
  global private @priv <f16: [1.0, 0x7C00]> : tile<2xf16>
  global @aligned alignment = 8 <i64: [-1, 2]> : tile<2xi64>
  global @natural alignment = 0 <i64: [-1, 2]> : tile<2xi64>
  entry @k() {
    %p = get_global @lut : tile<ptr<i32>>
    %q = cuda_tile.get_global @priv : !cuda_tile.tile<!cuda_tile.ptr<f16>>
  }
}

// CHECK-LABEL: cuda_tile.module @constants
cuda_tile.module @constants {
  testing$func @f() {
    // CHECK: constant <f32: {{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tile<2x2xf32>
    %k = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    // All-equal values collapse to one.
    // CHECK: constant <i32: 42> : tile<1xi32>
    %one = constant <i32: [42]> : tile<1xi32>
    // CHECK: constant <i32: 7> : tile<2x2xi32>
    %splat = constant <i32: [[7, 7], [7, 7]]> : tile<2x2xi32>
    // A scalar fills every element.
    // CHECK: constant <f32: 0.000000e+00> : tile<4x8xf32>
    %zero = constant <f32: 0.0> : tile<4x8xf32>
    // CHECK: constant <i64: 5> : tile<i64>
    %scalar = cuda_tile.constant <i64: 5> : !cuda_tile.tile<i64>
    // CHECK: constant <i1: [true, false]> : tile<2xi1>
    %bools = constant <i1: [true, false]> : tile<2xi1>
    return
  }
}

// CHECK-LABEL: cuda_tile.module @grid
cuda_tile.module @grid {
  entry @k() {
    // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = get_tile_block_id : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = get_num_tile_blocks : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    // CHECK: iota : tile<128xi32>
    %i = iota : tile<128xi32>
    // 256 elements: the largest iota of i8 (values read unsigned).
    // CHECK: iota : tile<256xi8>
    %j = iota : tile<256xi8>
    // CHECK: iota : tile<2xi1>
    %b = iota : tile<2xi1>
  }
}

// CHECK-LABEL: cuda_tile.module @shapes
cuda_tile.module @shapes {
  // CHECK: testing$func @f(%[[X:.*]]: tile<1x8xf32>, %[[S:.*]]: tile<f32>, %[[P:.*]]: tile<1x8xptr<f16>>, %[[Q:.*]]: tile<4xi4>)
  testing$func @f(%x: tile<1x8xf32>, %s: tile<f32>, %p: tile<1x8xptr<f16>>, %q: tile<4xi4>) {
    // CHECK: broadcast %[[X]] : tile<1x8xf32> -> tile<4x8xf32>
    %b = broadcast %x : tile<1x8xf32> -> tile<4x8xf32>
    // CHECK: broadcast %[[P]] : tile<1x8xptr<f16>> -> tile<2x8xptr<f16>>
    %bp = broadcast %p : tile<1x8xptr<f16>> -> tile<2x8xptr<f16>>
    // CHECK: reshape %[[S]] : tile<f32> -> tile<1x1xf32>
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    // CHECK: reshape %{{.*}} : tile<4x8xf32> -> tile<32xf32>
    %flat = reshape %b : tile<4x8xf32> -> tile<32xf32>
    // CHECK: reshape %[[Q]] : tile<4xi4> -> tile<2x2xi4>
    %r4 = reshape %q : tile<4xi4> -> tile<2x2xi4>
    // CHECK: permute %{{.*}} [1, 0] : tile<4x8xf32> -> tile<8x4xf32>
    %t = permute %b [1, 0] : tile<4x8xf32> -> tile<8x4xf32>
    // CHECK: cat %{{.*}}, %{{.*}} dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    %c = cat %b, %b dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    return
  }
}

// CHECK-LABEL: cuda_tile.module @permute3
cuda_tile.module @permute3 {
  testing$func @f(%x: tile<2x4x8xi16>) -> tile<8x2x4xi16> {
    // CHECK: permute %{{.*}} [2, 0, 1] : tile<2x4x8xi16> -> tile<8x2x4xi16>
    %t = permute %x [2, 0, 1] : tile<2x4x8xi16> -> tile<8x2x4xi16>
    return %t : tile<8x2x4xi16>
  }
}

// CHECK-LABEL: cuda_tile.module @extract
cuda_tile.module @extract {
  testing$func @f(%x: tile<32x8xf32>, %i: tile<i32>, %j: tile<i32>) -> tile<4x2xf32> {
    // CHECK: extract %{{.*}}[%{{.*}}, %{{.*}}] : tile<32x8xf32> -> tile<4x2xf32>
    %s = extract %x[%i, %j] : tile<32x8xf32> -> tile<4x2xf32>
    return %s : tile<4x2xf32>
  }
  testing$func @scalar(%x: tile<f32>) -> tile<f32> {
    // Rank 0: no indices.
    // CHECK: extract %{{.*}}[] : tile<f32> -> tile<f32>
    %s = extract %x[] : tile<f32> -> tile<f32>
    return %s : tile<f32>
  }
}

// CHECK-LABEL: cuda_tile.module @select_offset
cuda_tile.module @select_offset {
  testing$func @f(%m: tile<8xi1>, %a: tile<8xf32>, %b: tile<8xf32>, %p: tile<8xptr<f32>>,
                  %o: tile<8xi32>, %pa: tile<8xptr<i8>>, %pb: tile<8xptr<i8>>, %o64: tile<8xi64>) {
    // CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tile<8xi1>, tile<8xf32>
    %s = select %m, %a, %b : tile<8xi1>, tile<8xf32>
    // Pointers can be selected.
    // CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tile<8xi1>, tile<8xptr<i8>>
    %sp = select %m, %pa, %pb : tile<8xi1>, tile<8xptr<i8>>
    // CHECK: offset %{{.*}}, %{{.*}} : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q = offset %p, %o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    // CHECK: offset %{{.*}}, %{{.*}} : tile<8xptr<i8>>, tile<8xi64> -> tile<8xptr<i8>>
    %q2 = offset %pa, %o64 : tile<8xptr<i8>>, tile<8xi64> -> tile<8xptr<i8>>
    return
  }
}

// CHECK-LABEL: cuda_tile.module @pack
cuda_tile.module @pack {
  testing$func @f(%h: tile<64xf16>, %q: tile<64xf4E2M1FN>, %b: tile<16xi1>, %t: tile<4xtf32>,
                  %n: tile<8xi4>) {
    // CHECK: pack %{{.*}} : tile<64xf16> -> tile<128xi8>
    %p0 = pack %h : tile<64xf16> -> tile<128xi8>
    // CHECK: pack %{{.*}} : tile<64xf4E2M1FN> -> tile<32xi8>
    %p1 = pack %q : tile<64xf4E2M1FN> -> tile<32xi8>
    // i1 counts one bit, tf32 its 32-bit container.
    // CHECK: pack %{{.*}} : tile<16xi1> -> tile<2xi8>
    %p2 = pack %b : tile<16xi1> -> tile<2xi8>
    // CHECK: pack %{{.*}} : tile<4xtf32> -> tile<16xi8>
    %p3 = pack %t : tile<4xtf32> -> tile<16xi8>
    // CHECK: pack %{{.*}} : tile<8xi4> -> tile<4xi8>
    %p4 = pack %n : tile<8xi4> -> tile<4xi8>
    // CHECK: unpack %{{.*}} : tile<32xi8> -> tile<64xf4E2M1FN>
    %u1 = unpack %p1 : tile<32xi8> -> tile<64xf4E2M1FN>
    // CHECK: unpack %{{.*}} : tile<128xi8> -> tile<32xf32>
    %u2 = unpack %p0 : tile<128xi8> -> tile<32xf32>
    // CHECK: unpack %{{.*}} : tile<2xi8> -> tile<16xi1>
    %u3 = unpack %p2 : tile<2xi8> -> tile<16xi1>
    return
  }
}
