// Verifier and parser errors of the conversion operations (tile-ir-ops.md §3.5, §2.6).

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.bitcast' op source and result element types must have the same bit width, got 'f32' (32 bits) and 'f16' (16 bits)}}
    %0 = bitcast %x : tile<8xf32> -> tile<8xf16>
    return
  }
}
