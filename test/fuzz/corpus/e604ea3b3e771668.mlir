// Errors in the dense literal `<E: LIT>` of constant and global.

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{literal element type 'i32' does not match the tile element type 'f32'}}
    %c = constant <i32: 1> : tile<4xf32>
    return
  }
}
