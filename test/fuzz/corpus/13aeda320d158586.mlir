cuda_tile.module @m {
  testing$func @f(%x: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.pack' op source element type must be a number type or i4, got '!cuda_tile.ptr<f32>'}}
    %b = pack %x : tile<8xptr<f32>> -> tile<64xi8>
    return
  }
}
