// Core and shape operations (tile-ir-ops.md §3.1): custom form, its canonical printing, and the
// generic form read back.

// Visibility public is the default and is not printed; alignment 0 (natural) neither.
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

cuda_tile.module @constants {
  testing$func @f() {
    %k = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    // All-equal values collapse to one.
    %one = constant <i32: [42]> : tile<1xi32>
    %splat = constant <i32: [[7, 7], [7, 7]]> : tile<2x2xi32>
    // A scalar fills every element.
    %zero = constant <f32: 0.0> : tile<4x8xf32>
    %scalar = cuda_tile.constant <i64: 5> : !cuda_tile.tile<i64>
    %bools = constant <i1: [true, false]> : tile<2xi1>
    return
  }
}

cuda_tile.module @grid {
  entry @k() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %i = iota : tile<128xi32>
    // 256 elements: the largest iota of i8 (values read unsigned).
    %j = iota : tile<256xi8>
    %b = iota : tile<2xi1>
  }
}

cuda_tile.module @shapes {
  testing$func @f(%x: tile<1x8xf32>, %s: tile<f32>, %p: tile<1x8xptr<f16>>, %q: tile<4xi4>) {
    %b = broadcast %x : tile<1x8xf32> -> tile<4x8xf32>
    %bp = broadcast %p : tile<1x8xptr<f16>> -> tile<2x8xptr<f16>>
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    %flat = reshape %b : tile<4x8xf32> -> tile<32xf32>
    %r4 = reshape %q : tile<4xi4> -> tile<2x2xi4>
    %t = permute %b [1, 0] : tile<4x8xf32> -> tile<8x4xf32>
    %c = cat %b, %b dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    return
  }
}

cuda_tile.module @permute3 {
  testing$func @f(%x: tile<2x4x8xi16>) -> tile<8x2x4xi16> {
    %t = permute %x [2, 0, 1] : tile<2x4x8xi16> -> tile<8x2x4xi16>
    return %t : tile<8x2x4xi16>
  }
}

cuda_tile.module @extract {
  testing$func @f(%x: tile<32x8xf32>, %i: tile<i32>, %j: tile<i32>) -> tile<4x2xf32> {
    %s = extract %x[%i, %j] : tile<32x8xf32> -> tile<4x2xf32>
    return %s : tile<4x2xf32>
  }
  testing$func @scalar(%x: tile<f32>) -> tile<f32> {
    // Rank 0: no indices.
    %s = extract %x[] : tile<f32> -> tile<f32>
    return %s : tile<f32>
  }
}

cuda_tile.module @select_offset {
  testing$func @f(%m: tile<8xi1>, %a: tile<8xf32>, %b: tile<8xf32>, %p: tile<8xptr<f32>>,
                  %o: tile<8xi32>, %pa: tile<8xptr<i8>>, %pb: tile<8xptr<i8>>, %o64: tile<8xi64>) {
    %s = select %m, %a, %b : tile<8xi1>, tile<8xf32>
    // Pointers can be selected.
    %sp = select %m, %pa, %pb : tile<8xi1>, tile<8xptr<i8>>
    %q = offset %p, %o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q2 = offset %pa, %o64 : tile<8xptr<i8>>, tile<8xi64> -> tile<8xptr<i8>>
    return
  }
}

cuda_tile.module @pack {
  testing$func @f(%h: tile<64xf16>, %q: tile<64xf4E2M1FN>, %b: tile<16xi1>, %t: tile<4xtf32>,
                  %n: tile<8xi4>) {
    %p0 = pack %h : tile<64xf16> -> tile<128xi8>
    %p1 = pack %q : tile<64xf4E2M1FN> -> tile<32xi8>
    // i1 counts one bit, tf32 its 32-bit container.
    %p2 = pack %b : tile<16xi1> -> tile<2xi8>
    %p3 = pack %t : tile<4xtf32> -> tile<16xi8>
    %p4 = pack %n : tile<8xi4> -> tile<4xi8>
    %u1 = unpack %p1 : tile<32xi8> -> tile<64xf4E2M1FN>
    %u2 = unpack %p0 : tile<128xi8> -> tile<32xf32>
    %u3 = unpack %p2 : tile<2xi8> -> tile<16xi1>
    return
  }
}
