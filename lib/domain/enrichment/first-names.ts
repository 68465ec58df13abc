/** Common first and family names by country (code) and gender, for inference and the generator. */
export interface NamePool {
  male: string[];
  female: string[];
  family: string[];
}

export const NAMES: Record<string, NamePool> = {
  US: {
    male: ["James", "John", "Robert", "Michael", "William", "David", "Richard", "Joseph", "Thomas", "Christopher", "Daniel", "Matthew", "Anthony", "Mark", "Steven", "Andrew", "Joshua", "Kevin", "Brian", "Ryan", "Tyler", "Brandon", "Justin", "Eric"],
    female: ["Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica", "Sarah", "Karen", "Nancy", "Lisa", "Ashley", "Emily", "Michelle", "Amanda", "Melissa", "Stephanie", "Rebecca", "Laura", "Megan", "Hannah", "Brittany", "Olivia"],
    family: ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Thomas", "Moore", "Martin", "Jackson", "White", "Harris", "Clark", "Lewis", "Walker", "Young"],
  },
  GB: {
    male: ["Oliver", "Harry", "George", "Jack", "Charlie", "Jacob", "Alfie", "Oscar", "Archie", "Leo", "Callum", "Liam", "Connor", "Jamie", "Rhys", "Owen"],
    female: ["Amelia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Isabella", "Sophie", "Grace", "Freya", "Poppy", "Chloe", "Ellie", "Charlotte", "Emma", "Lucy"],
    family: ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Evans", "Thomas", "Roberts", "Walker", "Wright", "Robinson", "Thompson", "Hughes", "Edwards", "Green"],
  },
  JP: {
    male: ["Haruto", "Yuto", "Sota", "Yuki", "Hayato", "Ren", "Takumi", "Kenta", "Daiki", "Shota", "Hiroshi", "Takeshi", "Kazuki", "Riku", "Sho", "Kaito"],
    female: ["Hanako", "Yui", "Hina", "Sakura", "Aoi", "Yuna", "Mei", "Misaki", "Ayaka", "Haruka", "Nanami", "Yuka", "Emi", "Rina", "Saki", "Miyu", "Akari"],
    family: ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Yamaguchi", "Matsumoto", "Inoue"],
  },
  ES: {
    male: ["Antonio", "Manuel", "José", "Francisco", "Javier", "Carlos", "Alejandro", "Pablo", "Sergio", "Jorge", "Alberto", "Luis", "Miguel", "Rafael", "Diego", "Álvaro"],
    female: ["María", "Carmen", "Lucía", "Laura", "Marta", "Ana", "Paula", "Sara", "Elena", "Cristina", "Isabel", "Raquel", "Sofía", "Alba", "Julia", "Irene"],
    family: ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Álvarez"],
  },
  MX: {
    male: ["Juan", "Luis", "Carlos", "Jorge", "Alejandro", "Eduardo", "Fernando", "Ricardo", "Roberto", "Arturo", "Héctor", "Raúl", "Emiliano", "Santiago", "Mateo", "Sebastián"],
    female: ["Guadalupe", "Mariana", "Fernanda", "Daniela", "Valeria", "Ximena", "Gabriela", "Alejandra", "Andrea", "Camila", "Regina", "Renata", "Paola", "Diana", "Lorena", "Verónica"],
    family: ["Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez", "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Reyes", "Jiménez"],
  },
  BR: {
    male: ["João", "Pedro", "Lucas", "Gabriel", "Matheus", "Rafael", "Gustavo", "Felipe", "Bruno", "Thiago", "Rodrigo", "Leonardo", "Vinícius", "Guilherme", "Caio", "Enzo"],
    female: ["Ana", "Júlia", "Beatriz", "Larissa", "Camila", "Fernanda", "Letícia", "Amanda", "Bruna", "Mariana", "Gabriela", "Isabela", "Vitória", "Luana", "Yasmin", "Giovanna"],
    family: ["Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Barbosa"],
  },
  FR: {
    male: ["Jean", "Pierre", "Louis", "Hugo", "Lucas", "Nicolas", "Julien", "Thomas", "Antoine", "Mathieu", "Maxime", "Romain", "Théo", "Arthur", "Baptiste", "Clément"],
    female: ["Marie", "Camille", "Léa", "Manon", "Chloé", "Inès", "Juliette", "Louise", "Pauline", "Céline", "Amandine", "Élodie", "Margaux", "Clémence", "Océane", "Anaïs"],
    family: ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "Fournier"],
  },
  DE: {
    male: ["Lukas", "Felix", "Jonas", "Maximilian", "Paul", "Leon", "Finn", "Niklas", "Tobias", "Stefan", "Jürgen", "Klaus", "Matthias", "Florian", "Sebastian", "Moritz"],
    female: ["Anna", "Lena", "Lea", "Hannah", "Laura", "Katharina", "Julia", "Johanna", "Sabine", "Ursula", "Petra", "Monika", "Franziska", "Nina", "Jana", "Greta"],
    family: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann"],
  },
  IN: {
    male: ["Rahul", "Amit", "Rohit", "Arjun", "Vikram", "Sanjay", "Rajesh", "Suresh", "Anil", "Aditya", "Karan", "Nikhil", "Pranav", "Rohan", "Vivek", "Aarav"],
    female: ["Priya", "Pooja", "Anjali", "Neha", "Sneha", "Kavya", "Divya", "Shreya", "Aishwarya", "Deepika", "Ananya", "Isha", "Meera", "Nisha", "Riya", "Sunita"],
    family: ["Sharma", "Verma", "Gupta", "Singh", "Kumar", "Patel", "Reddy", "Iyer", "Nair", "Das", "Mehta", "Joshi", "Chopra", "Malhotra", "Rao", "Bose"],
  },
  NG: {
    male: ["Chinedu", "Emeka", "Tunde", "Segun", "Oluwaseun", "Ibrahim", "Musa", "Uche", "Obinna", "Babatunde", "Kelechi", "Femi", "Yusuf", "Chukwuma", "Ikenna", "Damilola"],
    female: ["Ngozi", "Chioma", "Amaka", "Funmilayo", "Aisha", "Folake", "Blessing", "Adaeze", "Yetunde", "Bukola", "Nneka", "Zainab", "Temitope", "Ifeoma", "Kemi", "Halima"],
    family: ["Okafor", "Adeyemi", "Okonkwo", "Bello", "Abubakar", "Eze", "Olawale", "Nwosu", "Ogunleye", "Ibrahim", "Adebayo", "Chukwu", "Balogun", "Onyeka", "Afolabi", "Danjuma"],
  },
  KR: {
    male: ["Minjun", "Seojun", "Jihoon", "Hyunwoo", "Dongyoung", "Jaehyun", "Sungmin", "Taeyang", "Junho", "Woojin", "Kyungsoo", "Jimin", "Seungho", "Hoseok", "Youngjae", "Minho"],
    female: ["Seoyeon", "Jiwoo", "Minji", "Soyeon", "Jiyeon", "Yuna", "Hayoon", "Eunji", "Sooyoung", "Jisoo", "Chaeyoung", "Dahyun", "Nayeon", "Seulgi", "Hyejin", "Yerin"],
    family: ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han", "Oh", "Seo", "Shin", "Kwon", "Hwang"],
  },
};

/** Names worn by men and women alike: no gender is inferred from them. */
export const UNISEX = new Set(["alex", "sam", "jordan", "taylor", "casey", "jamie", "morgan", "riley", "charlie", "yuki", "hikaru", "jun", "andrea", "sasha", "robin", "kim", "jimin", "yuna"]);
