// Verifier errors of the core and shape operations (tile-ir-ops.md §3.1).
// RUN: tilec-opt %s -split-input-file -verify-diagnostics

// The spec's own example with a rank-0 global is invalid: initial values are rank 1.
cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op initial value must have rank 1, got rank 0}}
  global @g <i32: 1> : tile<i32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op initial value must have rank 1, got rank 2}}
  global @g <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.global' op expects parent op 'cuda_tile.module'}}
    global @g <i32: [1, 2]> : tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op alignment must be 0 (natural) or positive, got -4}}
  global @g alignment = -4 <i32: [1, 2]> : tile<2xi32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op value elements must be integers (i1, i8, i16, i32, i64) or floats, got 'i4'}}
  "cuda_tile.global"() <{sym_name = "g", value = dense<[1, 2]> : tensor<2xi4>}> : () -> ()
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op '@nope' does not name a 'global'}}
    %p = get_global @nope : tile<ptr<i32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op '@k' does not name a 'global'}}
    %p = get_global @k : tile<ptr<i32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op result points to 'f32' but global '@g' holds 'i32'}}
    %p = get_global @g : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{'cuda_tile.get_global' op result must be a rank-0 tile of a pointer, got '!cuda_tile.tile<2xptr<i32>>'}}
    %p = get_global @g : tile<2xptr<i32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.constant' op value of type 'tensor<4xi32>' does not match the result type '!cuda_tile.tile<2xi32>'}}
    %c = "cuda_tile.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi32>}> : () -> !cuda_tile.tile<2xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.iota' op result has 512 elements, but 'i8' holds only 256 distinct values}}
    %i = iota : tile<512xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.iota' op result must have rank 1, got rank 2}}
    %i = iota : tile<2x4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.iota' op result #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<4xf32>'}}
    %i = iota : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<2x8xf32>) {
    // expected-error @below {{'cuda_tile.broadcast' op source dimension 0 (2) must equal the result dimension (4) or be 1}}
    %b = broadcast %x : tile<2x8xf32> -> tile<4x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.broadcast' op source and result must have the same rank (use reshape to change the rank), got 1 and 2}}
    %b = broadcast %x : tile<8xf32> -> tile<4x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.broadcast' op source and result element types must be equal, got 'f32' and 'f16'}}
    %b = broadcast %x : tile<8xf32> -> tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.reshape' op source and result must have the same number of elements, got 8 and 16}}
    %r = reshape %x : tile<8xf32> -> tile<4x4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op source must have rank 2 or more, got rank 1}}
    %t = permute %x [0] : tile<8xf32> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op permutation must contain each of 0..1 exactly once}}
    %t = permute %x [1, 1] : tile<4x8xf32> -> tile<8x4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op permutation must have 2 entries (the rank), got 3}}
    %t = permute %x [1, 0, 2] : tile<4x8xf32> -> tile<8x4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op result dimension 0 must be source dimension 1 (8), got 4}}
    %t = permute %x [1, 0] : tile<4x8xf32> -> tile<4x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op dim must be in [0, 2), got 2}}
    %c = cat %x, %x dim = 2 : tile<4x4xf32>, tile<4x4xf32> -> tile<4x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op result dimension 1 must be the sum of the operands' (4 + 4), got 16}}
    %c = cat %x, %x dim = 1 : tile<4x4xf32>, tile<4x4xf32> -> tile<4x16xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x4xf32>, %y: tile<2x4xf32>) {
    // expected-error @below {{'cuda_tile.cat' op dimension 0 must be equal in operands and result}}
    %c = cat %x, %y dim = 1 : tile<4x4xf32>, tile<2x4xf32> -> tile<4x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x4xf32>, %y: tile<4x4xf16>) {
    // expected-error @below {{'cuda_tile.cat' op operands and result must have the same element type}}
    %c = cat %x, %y dim = 1 : tile<4x4xf32>, tile<4x4xf16> -> tile<4x8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8x8xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op expects one index per dimension (2), got 1}}
    %s = extract %x[%i] : tile<8x8xf32> -> tile<4x4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8x8xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.extract' op result dimension 1 (16) must divide the source dimension (8)}}
    %s = extract %x[%i, %i] : tile<8x8xf32> -> tile<4x16xf32>
    return
  }
}

// -----

// Index operands are tile<i32>; only the generic form can give them another type.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %i: tile<i64>) {
    // expected-error @below {{'cuda_tile.extract' op operand #1 must be variadic of tile<i32>, but got '!cuda_tile.tile<i64>'}}
    %s = "cuda_tile.extract"(%x, %i) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<4xf32>
    return
  }
}

// -----

// A constant index past the last slice is only a warning (undefined at run time).
cuda_tile.module @m {
  testing$func @f(%x: tile<8x8xf32>) -> tile<4x4xf32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    // expected-warning @below {{index 1 (2) is out of range: dimension 1 has 2 slices}}
    %s = extract %x[%c0, %c2] : tile<8x8xf32> -> tile<4x4xf32>
    return %s : tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<4xi1>, %a: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.select' op condition and values must have the same shape, got '!cuda_tile.tile<4xi1>' and '!cuda_tile.tile<8xf32>'}}
    %s = select %c, %a, %a : tile<4xi1>, tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<8xi1>, %a: tile<8xf4E2M1FN>) {
    // expected-error @below {{'cuda_tile.select' op cannot select f4E2M1FN elements}}
    %s = select %c, %a, %a : tile<8xi1>, tile<8xf4E2M1FN>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<8xi8>, %a: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.select' op operand #0 must be tile of i1, but got '!cuda_tile.tile<8xi8>'}}
    %s = select %c, %a, %a : tile<8xi8>, tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %o: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.offset' op pointers and offsets must have the same shape, got '!cuda_tile.tile<8xptr<f32>>' and '!cuda_tile.tile<4xi32>'}}
    %q = offset %p, %o : tile<8xptr<f32>>, tile<4xi32> -> tile<8xptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %o: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.offset' op result type must equal the pointer operand type '!cuda_tile.tile<8xptr<f32>>'}}
    %q = offset %p, %o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f16>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %o: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.offset' op operand #1 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<8xf32>'}}
    %q = offset %p, %o : tile<8xptr<f32>>, tile<8xf32> -> tile<8xptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.pack' op source element type 'i8' is 8 bits wide: use bitcast instead}}
    %b = pack %x : tile<8xi8> -> tile<8xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.pack' op source holds 128 bits but the result holds 64}}
    %b = pack %x : tile<8xf16> -> tile<8xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<2x8xf16>) {
    // expected-error @below {{'cuda_tile.pack' op source must have rank 1, got '!cuda_tile.tile<2x8xf16>'}}
    %b = pack %x : tile<2x8xf16> -> tile<32xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.pack' op result must be a rank-1 tile of i8, got '!cuda_tile.tile<8xi16>'}}
    %b = pack %x : tile<8xf16> -> tile<8xi16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi1>) {
    // 4 bits do not fill a byte.
    // expected-error @below {{'cuda_tile.pack' op source holds 4 bits but the result holds 8}}
    %b = pack %x : tile<4xi1> -> tile<1xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.pack' op source element type must be a number type or i4, got '!cuda_tile.ptr<f32>'}}
    %b = pack %x : tile<8xptr<f32>> -> tile<64xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.unpack' op result holds 8 bits but the source holds 64}}
    %b = unpack %x : tile<8xi8> -> tile<8xi1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.unpack' op source must be a rank-1 tile of i8, got '!cuda_tile.tile<8xf16>'}}
    %b = unpack %x : tile<8xf16> -> tile<16xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.get_tile_block_id' op result #0 must be tile<i32>, but got '!cuda_tile.tile<i64>'}}
    %x, %y, %z = get_tile_block_id : tile<i64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.constant' op result #0 must be tile of numbers, but got '!cuda_tile.tile<2xptr<f32>>'}}
    %c = "cuda_tile.constant"() <{value = dense<0> : tensor<2xi64>}> : () -> !cuda_tile.tile<2xptr<f32>>
    return
  }
}
