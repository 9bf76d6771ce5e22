"test.use"() : () -> !cuda_tile.tile<ptr<f32, <broadcast>>>
