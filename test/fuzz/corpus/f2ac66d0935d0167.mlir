cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi1>) {
    // expected-error @below {{custom op 'cuda_tile.load_ptr_tko' number of operands and types do not match: got 2 operands and 1 types}}
    %v, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}
