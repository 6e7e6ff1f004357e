use sea_orm::{DatabaseConnection, DbErr, EntityLoaderTrait, entity::prelude::*};

async fn cake_with_bakery_and_bakers(db: &DatabaseConnection) -> Result<(), DbErr> {
    // One query joins the bakery; the bakers come from one more query, not one per cake.
    let cake = cake::Entity::load()
        .filter_by_id(1)
        .with(bakery::Entity)
        .with(baker::Entity)
        .one(db)
        .await?
        .expect("cake 1 exists");

    println!("{} is baked at {}", cake.name, cake.bakery.unwrap().name);
    for baker in cake.bakers {
        println!("  by {}", baker.name);
    }
    Ok(())
}
