cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32>>) -> tile<ptr<f32, #cuda_tile.ptr_attr<none>>> {
    return %a : tile<ptr<f32>>
  }
}
