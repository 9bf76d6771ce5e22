%c = "cuda_tile.constant"() <{value = dense<[1, 2]> : tensor<2xi16, !cuda_tile.fnv8E5M3FNU>}> : () -> !cuda_tile.tile<2xfnv8E5M3FNU>
