cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.itof' op cannot convert integers to f8E8M0FNU}}
    %0 = itof %x signed : tile<8xi32> -> tile<8xf8E8M0FNU>
    return
  }
}
