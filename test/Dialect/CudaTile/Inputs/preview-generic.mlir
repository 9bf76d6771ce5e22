cuda_tile.module @m {
  entry @f(%x: tile<f32>) {
    %r = "cuda_tile.preview$call"(%x) {callee = @lib} : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    "cuda_tile.preview$extern_impl"() {impl = "simt_add"} : () -> ()
    return
  }
}
