"test.use"() : () -> !cuda_tile.tile<ptr<f32, #cuda_tile.rounding<zero>>>
